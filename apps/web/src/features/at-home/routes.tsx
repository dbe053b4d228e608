// SPEC-GUIDE §2 at-home pages, opened by families through a teacher's link (standalone layout, no navigation).
export { AtHomeActivityPage, AtHomeLibraryPage } from './AtHomePages';

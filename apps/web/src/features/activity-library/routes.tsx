// SPEC-GUIDE §2 Activity library, activity section page and activity filter.
export { ActivityFilterPage, ActivityLibraryPage, ActivitySectionPage } from './ActivityLibraryPages';

// SPEC-GUIDE §2 Activity page in its route shapes: a unit's lesson, a custom unit's lesson, a library section.
export { ActivityPage, CustomUnitActivityPage, LibraryActivityPage } from './ActivityPage';

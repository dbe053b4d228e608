// SPEC-GUIDE §2 Lesson overview, for a unit's lesson and for a custom unit's lesson.
export { CustomUnitLessonPage, LessonOverviewPage } from './LessonOverviewPage';

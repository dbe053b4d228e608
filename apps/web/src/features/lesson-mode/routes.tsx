// SPEC-GUIDE §2 lesson-mode routes; titles end in '(Lesson mode)'.
export { ActivitySlidesPage, LessonSlidesPage, PlaylistSlidesPage } from './LessonModePages';

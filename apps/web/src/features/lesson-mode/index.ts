import { lazy } from 'react';
/** What other features may use of lesson mode: its queries, which offline saving sends exactly as lesson mode does. */
export { activitySlideshowQuery, lessonSlideShowQuery, playlistSlideShowQuery } from './api/slideshows';
/**
 * What the pupils' view of a class session (features/class-join) shows of lesson mode: its slides, made from the same
 * lesson read, at the place the teacher's lesson mode sends. The slide templates load in their own chunk, only there.
 */
export { parseClassSlideAddress } from './classSlideAddress';
export { lessonModeItems, slideIndex, type LessonModeItem } from './slideshowModel';
export const ClassSlide = /* @__PURE__ */ lazy(() => import('./ClassSlide'));
/** Fetched by the lesson overview ahead of Start Lesson: lesson mode's code, the slides, the first slide's pictures. */
export { preloadLessonMode, type LessonToStart } from './preloadLessonMode';

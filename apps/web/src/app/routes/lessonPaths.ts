/**
 * The lesson overview's and lesson mode's routes (SPEC-GUIDE §2), named once: for the route modules, and for the
 * build, which lists them with their screens' chunks so that the CMS's shell for such an address preloads them
 * (bundling/signed-in.ts `shellPreloads`). Framework-free: vite.config.ts imports it.
 */

/** A lesson's overview, in a unit or a custom unit. */
export const lessonOverviewPaths = {
  unit: ':audience/:programme/unit/:unit/lesson/:lesson',
  customUnit: ':audience/:programme/custom-unit/:unit/lesson/:lesson',
} as const;

/** Lesson mode: the slideshows of a playlist, a lesson, an activity; `*` is the slide and sub-slide (optional). */
export const lessonModePaths = {
  playlist: 'playlists/:playlistId/slides/*',
  unitActivity: ':audience/:programme/unit/:unit/lesson/:lesson/activity/:activity/slides/*',
  unitLesson: ':audience/:programme/unit/:unit/lesson/:lesson/slides/*',
  customUnitActivity: ':audience/:programme/custom-unit/:unit/lesson/:lesson/activity/:activity/slides/*',
  customUnitLesson: ':audience/:programme/custom-unit/:unit/lesson/:lesson/slides/*',
  libraryActivity: ':audience/:programme/activity/:library/:section/:activity/slides/*',
} as const;

import type { RouteObject } from 'react-router';
import { LessonModeLayout } from '../layouts/LessonModeLayout';
import { RequireLogin } from '../RequireLogin';
import { lessonMode, screen } from './screens';

/** Optional trailing parameters of the slideshow routes: slide, sub-slideshow, sub-slide. */
const slides = 'slides/*';

/** SPEC-GUIDE §2 lesson-mode routes (login required), in their own layout without header or footer. */
export const lessonModeRoutes = (): RouteObject => ({
  Component: LessonModeLayout,
  children: [
    {
      Component: RequireLogin,
      children: [
        {
          path: 'playlists/:playlistId/slides/*',
          lazy: screen(lessonMode, 'PlaylistSlidesPage'),
        },
        {
          path: `:audience/:programme/unit/:unit/lesson/:lesson/activity/:activity/${slides}`,
          lazy: screen(lessonMode, 'ActivitySlidesPage'),
        },
        {
          path: ':audience/:programme/unit/:unit/lesson/:lesson/slides/*',
          lazy: screen(lessonMode, 'LessonSlidesPage'),
        },
        {
          path: `:audience/:programme/custom-unit/:unit/lesson/:lesson/activity/:activity/${slides}`,
          lazy: screen(lessonMode, 'ActivitySlidesPage'),
        },
        {
          path: ':audience/:programme/custom-unit/:unit/lesson/:lesson/slides/*',
          lazy: screen(lessonMode, 'LessonSlidesPage'),
        },
        {
          path: `:audience/:programme/activity/:library/:section/:activity/${slides}`,
          lazy: screen(lessonMode, 'ActivitySlidesPage'),
        },
      ],
    },
  ],
});

import type { ApolloClient } from '@apollo/client';
import type { RouteObject } from 'react-router';
import { LessonModeLayout } from '../layouts/LessonModeLayout';
import { RequireLogin } from '../RequireLogin';
import { fetchAheadForSubscriber, lessonMode, screen, startSubscriberQuery } from './screens';

/** Optional trailing parameters of the slideshow routes: slide, sub-slideshow, sub-slide. */
const slides = 'slides/*';

/** Lesson mode's queries (a chunk shared with offline saving), for its routes' loaders. */
const slideshows = () => import('../../features/lesson-mode/api/slideshows');

/**
 * SPEC-GUIDE §2 lesson-mode routes (login required), in their own layout without header or footer. Each asks its
 * slideshow while lesson mode's code loads (issue 44); a lesson's also the pictures of the slide it opens on.
 */
export function lessonModeRoutes(client: ApolloClient): RouteObject {
  const lessonSlides = (customUnit: boolean) =>
    fetchAheadForSubscriber(async ({ lesson = '', unit = '', '*': at }) => {
      const { preloadLessonMode } = await import('../../features/lesson-mode/preloadLessonMode');
      return preloadLessonMode(client, { lesson, unit, customUnit }, at);
    });
  const activitySlides = startSubscriberQuery(client, async (params) => ({
    query: (await slideshows()).activitySlideshowQuery,
    variables: { activityId: params.activity ?? '' },
  }));
  const playlistSlides = startSubscriberQuery(client, async (params) => ({
    query: (await slideshows()).playlistSlideShowQuery,
    variables: { playlistId: params.playlistId ?? '' },
  }));
  return {
    Component: LessonModeLayout,
    children: [
      {
        Component: RequireLogin,
        children: [
          {
            path: 'playlists/:playlistId/slides/*',
            loader: playlistSlides,
            lazy: screen(lessonMode, 'PlaylistSlidesPage'),
          },
          {
            path: `:audience/:programme/unit/:unit/lesson/:lesson/activity/:activity/${slides}`,
            loader: activitySlides,
            lazy: screen(lessonMode, 'ActivitySlidesPage'),
          },
          {
            path: ':audience/:programme/unit/:unit/lesson/:lesson/slides/*',
            loader: lessonSlides(false),
            lazy: screen(lessonMode, 'LessonSlidesPage'),
          },
          {
            path: `:audience/:programme/custom-unit/:unit/lesson/:lesson/activity/:activity/${slides}`,
            loader: activitySlides,
            lazy: screen(lessonMode, 'ActivitySlidesPage'),
          },
          {
            path: ':audience/:programme/custom-unit/:unit/lesson/:lesson/slides/*',
            loader: lessonSlides(true),
            lazy: screen(lessonMode, 'LessonSlidesPage'),
          },
          {
            path: `:audience/:programme/activity/:library/:section/:activity/${slides}`,
            loader: activitySlides,
            lazy: screen(lessonMode, 'ActivitySlidesPage'),
          },
        ],
      },
    ],
  };
}

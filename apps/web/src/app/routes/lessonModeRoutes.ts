import type { ApolloClient } from '@apollo/client';
import type { RouteObject, ShouldRevalidateFunction } from 'react-router';
import { LessonModeLayout } from '../layouts/LessonModeLayout';
import { RequireLogin } from '../RequireLogin';
import { lessonModePaths } from './lessonPaths';
import { fetchAheadForSubscriber, lessonMode, screen, startSubscriberQuery, subscriberRendered } from './screens';

/**
 * Moving from slide to slide (what follows `/slides/`) fetches nothing ahead: the lesson is in already, and a loader to
 * run would make each move wait a tick, so quick key presses could land on the same slide.
 */
const onlyForAnotherShow: ShouldRevalidateFunction = ({ currentParams, nextParams, defaultShouldRevalidate }) => {
  const show = ({ '*': _position, ...rest }: typeof currentParams) => JSON.stringify(rest);
  return show(currentParams) !== show(nextParams) && defaultShouldRevalidate;
};

/** Lesson mode's queries (a chunk shared with offline saving), for its routes' loaders. */
const slideshows = () => import('../../features/lesson-mode/api/slideshows');

/**
 * SPEC-GUIDE §2 lesson-mode routes (login required), in their own layout without header or footer. Each asks its
 * slideshow while lesson mode's code loads (issue 44); a lesson's also the pictures of the slide it opens on.
 */
export function lessonModeRoutes(client: ApolloClient): RouteObject {
  const lessonSlides = (customUnit: boolean) =>
    fetchAheadForSubscriber(async (params) => {
      // The query as soon as its document is in (a chunk of lesson mode's own graph, fetched among its first), then
      // the opening slide's pictures once their code is in too (its query joins this one).
      const { lessonSlideShowQuery, lessonSlideShowVariables } = await slideshows();
      client
        .query({ query: lessonSlideShowQuery, variables: lessonSlideShowVariables(params, customUnit) })
        .catch(() => undefined);
      const { preloadLessonMode } = await import('../../features/lesson-mode/preloadLessonMode');
      const { lesson = '', unit = '', '*': at } = params;
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
            path: lessonModePaths.playlist,
            loader: playlistSlides,
            shouldRevalidate: onlyForAnotherShow,
            lazy: screen(lessonMode, 'PlaylistSlidesPage'),
          },
          {
            path: lessonModePaths.unitActivity,
            loader: activitySlides,
            shouldRevalidate: onlyForAnotherShow,
            lazy: screen(lessonMode, 'ActivitySlidesPage'),
          },
          {
            path: lessonModePaths.unitLesson,
            loader: lessonSlides(false),
            shouldRevalidate: onlyForAnotherShow,
            lazy: screen(lessonMode, 'LessonSlidesPage'),
            ...subscriberRendered,
          },
          {
            path: lessonModePaths.customUnitActivity,
            loader: activitySlides,
            shouldRevalidate: onlyForAnotherShow,
            lazy: screen(lessonMode, 'ActivitySlidesPage'),
          },
          {
            path: lessonModePaths.customUnitLesson,
            loader: lessonSlides(true),
            shouldRevalidate: onlyForAnotherShow,
            lazy: screen(lessonMode, 'LessonSlidesPage'),
            ...subscriberRendered,
          },
          {
            path: lessonModePaths.libraryActivity,
            loader: activitySlides,
            shouldRevalidate: onlyForAnotherShow,
            lazy: screen(lessonMode, 'ActivitySlidesPage'),
          },
        ],
      },
    ],
  };
}

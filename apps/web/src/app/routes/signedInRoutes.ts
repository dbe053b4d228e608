import type { ApolloClient } from '@apollo/client';
import type { RouteObject } from 'react-router';
import { RequireLogin } from '../RequireLogin';
import { lessonOverviewPaths } from './lessonPaths';
import {
  activities,
  activityLibrary,
  audioLibrary,
  cpd,
  customUnits,
  lessons,
  live,
  playlists,
  screen,
  startSubscriberQuery,
  subscriberRendered,
  units,
} from './screens';
import { SIGNED_IN_ONLY } from './signedInOnly';

/** The routes of an audio library under `base`: its index, `collection/:container`, and a page at `pagePath`. */
function audioLibraryRoutes(base: string, pagePath: string): RouteObject[] {
  return [
    { path: base, lazy: screen(audioLibrary, 'AudioLibraryPage') },
    { path: `${base}/collection/:container`, lazy: screen(audioLibrary, 'AudioCollectionPage') },
    { path: `${base}/${pagePath}`, lazy: screen(audioLibrary, 'AudioPage') },
  ];
}

/** A lesson's overview asks for its lesson while its code loads (issue 44), in a unit or a custom unit. */
const lessonOverview = (client: ApolloClient, customUnit: boolean) =>
  startSubscriberQuery(client, async (params) => {
    const { schemeLessonsQuery, schemeLessonsVariables } = await import('../../features/lessons/api/lesson');
    return { query: schemeLessonsQuery, variables: schemeLessonsVariables(params, customUnit) };
  });

/** A lesson's overview and its activities' pages, in a unit or a custom unit. */
function lessonRoutes(client: ApolloClient, customUnit: boolean): RouteObject[] {
  const overview = customUnit ? lessonOverviewPaths.customUnit : lessonOverviewPaths.unit;
  return [
    {
      path: overview,
      loader: lessonOverview(client, customUnit),
      lazy: screen(lessons, customUnit ? 'CustomUnitLessonPage' : 'LessonOverviewPage'),
      ...subscriberRendered,
    },
    {
      path: `${overview}/activity/:activity/*`,
      lazy: screen(activities, customUnit ? 'CustomUnitActivityPage' : 'ActivityPage'),
    },
  ];
}

/** The main layout's pages behind a sign-in (SPEC-GUIDE §6 Logged in required); never rendered on the server. */
export const signedInRoutes = (client: ApolloClient): RouteObject => ({
  Component: RequireLogin,
  children: [
    // CPD details are for any signed-in teacher; everything else here needs an active subscription.
    { path: 'cpd/live-event/:cpdLiveEvent', lazy: screen(cpd, 'CpdLiveEventPage'), handle: SIGNED_IN_ONLY },
    { path: 'cpd/session/:cpdSession', lazy: screen(cpd, 'CpdSessionPage'), handle: SIGNED_IN_ONLY },
    { path: 'playlists', lazy: screen(playlists, 'PlaylistsPage') },
    { path: 'playlists/:playlistId', lazy: screen(playlists, 'PlaylistPage') },
    { path: 'live/:liveprogramme/:liveproduction', lazy: screen(live, 'LiveProductionPage') },

    { path: ':audience/:programme/unit/:unit', lazy: screen(units, 'UnitPage') },
    ...lessonRoutes(client, false),

    { path: ':audience/:programme/custom-unit', lazy: screen(customUnits, 'CustomUnitsPage') },
    { path: ':audience/:programme/custom-unit/:unit', lazy: screen(customUnits, 'CustomUnitPage') },
    ...lessonRoutes(client, true),
    { path: ':audience/:programme/create-unit', lazy: screen(customUnits, 'CreateUnitPage') },

    {
      path: ':audience/:programme/activity/:library/:section/:activity/*',
      lazy: screen(activities, 'LibraryActivityPage'),
    },
    {
      path: ':audience/:programme/activity/:library/:section',
      lazy: screen(activityLibrary, 'ActivitySectionPage'),
    },
    {
      path: ':audience/:programme/activity/:library',
      lazy: screen(activityLibrary, 'ActivityLibraryPage'),
    },
    { path: ':audience/:programme/activity-filter', lazy: screen(activityLibrary, 'ActivityFilterPage') },

    // A programme's audio library, an audience's, and every library: an index, collections and pages.
    ...audioLibraryRoutes(':audience/:programme/audio/:library', ':page'),
    ...audioLibraryRoutes(':audience/audiolibrary', 'page/:page'),
    ...audioLibraryRoutes('audiolibrary', 'page/:page'),
  ],
});

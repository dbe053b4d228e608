import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { curriculumHandlers } from './curriculumHandlers';
import { customUnitHandlers } from './customUnitHandlers';
import { playlistHandlers } from './playlistHandlers';
import {
  activityWithSlides,
  programmePage,
  atHomeLibrary,
  lessonSlideShow,
  audience,
  cpd,
  cpdLiveEvent,
  cpdSession,
  liveProduction,
  liveProgramme,
  audiencesAndProgrammes,
  knownAudiences,
  landingPage,
  learningResourcesHome,
  privacyPolicy,
  project,
  termsAndCondition,
} from './fixtures';

/** The CMS at the network boundary: each test may replace a handler with `server.use(...)`. */
/** SPEC-GUIDE §7 `me` for the session a test stored with logIn() (test/renderApp.tsx): its role and first name. */
export function meFromStoredSession() {
  const read = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, unknown> | null;
  const user = read('user');
  if (!localStorage.getItem('token') || !user) return null;
  const role = read('userRole');
  const profile = read('userProfile');
  return {
    __typename: 'UsersPermissionsMe',
    id: String(user.id ?? '1'),
    documentId: 'user-1',
    username: String(user.username ?? 'ada@example.com'),
    email: String(user.email ?? user.username ?? 'ada@example.com'),
    role: { __typename: 'UsersPermissionsMeRole', type: role?.type ?? 'authenticated', description: null },
    user_profile: {
      __typename: 'UserProfile',
      documentId: 'profile-1',
      salutation: null,
      first_name: profile?.first_name ?? null,
      last_name: profile?.last_name ?? null,
      phone_number: null,
      school: null,
      role: null,
      address_1: null,
      address_2: null,
      postcode: null,
      user_updated: false,
    },
  };
}

const defaultHandlers = [
  // The signed-in user: every page load asks for the current role and profile (app/AccountPromptsHost.tsx).
  graphql.query('me', () => HttpResponse.json({ data: { me: meFromStoredSession() } })),
  // Asked after a write found the CMS out of reach, until it answers (lib/apolloClient.ts).
  graphql.query('ConnectionCheck', () => HttpResponse.json({ data: { audiences: [] } })),
  // The account page's member accounts: by default the user owns none and belongs to none.
  http.get('*/api/member-account', () =>
    HttpResponse.json({ data: { eligible: false, seats: 5, invitations: [], members: [], member_of: [] } }),
  ),
  // The live home's events list (the CMS's REST answer); tests of that list replace it.
  http.get('*/api/live-events', () => HttpResponse.json({ data: [] })),
  // A shared Music at Home link: any code opens a library whose activity 'a1' exists.
  http.get('*/api/at-home/:code', () => HttpResponse.json({ data: atHomeLibrary })),
  // The teacher's home: by default nothing taught or opened yet, no playlists or units; notes of their place are kept.
  http.get('*/api/teaching-history/mine', () => HttpResponse.json({ data: { continue: null, recent: [] } })),
  http.put('*/api/teaching-history/:event', () => HttpResponse.json({ data: {} })),
  // A guarded address's login door asks for its unit's public title; by default there is none.
  graphql.query('UnitDoor', () => HttpResponse.json({ data: { scheme: null } })),
  graphql.query('TeacherHome', () => HttpResponse.json({ data: { playlists: [], customSchemes: [] } })),
  // The year groups a teacher chooses theirs from (features/home/YourYearGroups.tsx): by default none written yet.
  graphql.query('TeacherYearGroups', () => HttpResponse.json({ data: { audiences: [] } })),
  graphql.query('AudiencesAndProgrammes', () => HttpResponse.json({ data: audiencesAndProgrammes })),
  graphql.query('learningResourcesHome', () => HttpResponse.json({ data: learningResourcesHome })),
  graphql.query('cpd', () => HttpResponse.json({ data: cpd })),
  graphql.query('cpdLiveEvents', ({ variables }) => HttpResponse.json({ data: cpdLiveEvent(String(variables.slug)) })),
  graphql.query('cpdSessions', ({ variables }) => HttpResponse.json({ data: cpdSession(String(variables.slug)) })),
  graphql.query('liveProgrammes', ({ variables }) =>
    HttpResponse.json({ data: liveProgramme(String(variables.slug)) }),
  ),
  graphql.query('liveProductions', ({ variables }) =>
    HttpResponse.json({ data: liveProduction(String(variables.slug), String(variables.programmeSlug)) }),
  ),
  graphql.query('ProgrammeQuery', ({ variables }) =>
    HttpResponse.json({ data: programmePage(String(variables.slug), String(variables.audienceSlug)) }),
  ),
  graphql.query('ProgrammeLibraries', () => HttpResponse.json({ data: { programmes: [] } })),
  graphql.query('PlaylistSlideShow', () =>
    HttpResponse.json({
      data: {
        playlist: {
          __typename: 'Playlist',
          documentId: 'pl-1',
          title: 'Playlist',
          playlist_item: [
            {
              __typename: 'ComponentPlaylistActivityItem',
              id: '2',
              title: 'Activity',
              playlist_order: 1,
              item: activityWithSlides('a1', 'Activity', 4),
            },
          ],
        },
      },
    }),
  ),
  graphql.query('LessonSlideShow', ({ variables }) =>
    HttpResponse.json({
      data: variables.customUnit
        ? {
            ...lessonSlideShow,
            // Under a custom unit: the unit's lessons by the CMS's lesson rule, this one among them.
            customScheme: {
              __typename: 'CustomScheme',
              documentId: String(variables.customSchemeId),
              lessons: [
                {
                  __typename: 'CustomUnitLesson',
                  lesson: { __typename: 'Lesson', documentId: lessonSlideShow.lesson!.documentId },
                  activity_pool: [],
                },
              ],
            },
          }
        : lessonSlideShow,
    }),
  ),
  graphql.query('ActivitySlideshow', () =>
    HttpResponse.json({ data: { activityPage: activityWithSlides('a1', 'Activity', 4) } }),
  ),
  graphql.query('termsAndCondition', () => HttpResponse.json({ data: termsAndCondition })),
  graphql.query('privacyPolicy', () => HttpResponse.json({ data: privacyPolicy })),
  graphql.query('landingPages', ({ variables }) => HttpResponse.json({ data: landingPage(String(variables.slug)) })),
  graphql.query('projects', ({ variables }) => HttpResponse.json({ data: project(String(variables.slug)) })),
  graphql.query('Audience', ({ variables }) => {
    const slug = String(variables.audienceSlug);
    const title = knownAudiences[slug];
    return HttpResponse.json({ data: title ? audience(slug, title) : { audiences: [] } });
  }),
  // A year group's page (features/year-groups): any known audience's year has one programme with one unit.
  graphql.query('YearGroupPage', ({ variables }) => {
    const slug = String(variables.audienceSlug);
    const year = /^year-(\d+)$/.exec(String(variables.yearSlug))?.[1];
    const title = knownAudiences[slug];
    if (!title || !year) return HttpResponse.json({ data: { yearGroups: [], audiences: [], programmes: [] } });
    const group = { __typename: 'YearGroup', title: `Year ${year}`, order: Number(year), key_stage: 'KS1' };
    return HttpResponse.json({
      data: {
        yearGroups: [{ ...group, documentId: `yg-${year}`, slug: `year-${year}` }],
        audiences: [{ __typename: 'Audience', documentId: `aud-${slug}`, slug, title, theme: null }],
        programmes: [
          {
            __typename: 'Programme',
            documentId: 'prog-sing-together',
            slug: 'sing-together',
            title: 'Sing Together',
            blurb: null,
            released: true,
            units: [
              { __typename: 'Scheme', documentId: 'u1', title: 'Pulse and Rhythm', blurb: null, year_groups: [group] },
            ],
          },
        ],
      },
    });
  }),
  graphql.query('YearGroupLessons', () => HttpResponse.json({ data: { programmes: [] } })),
];

export const server = setupServer(
  ...defaultHandlers,
  ...curriculumHandlers,
  ...customUnitHandlers,
  ...playlistHandlers,
);

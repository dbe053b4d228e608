import type { ApolloClient } from '@apollo/client';
import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router';
import { audienceQuery } from '../../features/audiences/api/audience';
import { learningResourcesHomeQuery } from '../../features/home/api/learningResourcesHome';
import { programmeQuery } from '../../features/programmes/api/programme';
import { yearGroupPageQuery } from '../../features/year-groups/api/yearGroupPage';
import type { HomeLoaderData } from '../../features/home/api/teacherHome';
import { isLoggedIn } from '../../lib/session';
import type { ServerLoadContext } from './standaloneRoutes';
import {
  account,
  audiences,
  cpd,
  firstVisit,
  home,
  live,
  pages,
  programmes,
  renderedForVisitorsAndSubscribers,
  screen,
  search,
  serverRendered,
  startQuery,
  yearGroups,
} from './screens';

/**
 * The addresses of the year groups' pages, Reception to Year 13: /{audience}/{slug} (issue 44). Here rather than in
 * lib/yearGroups.ts, whose labels the screens use: the routes are in every page's first script, the labels are not.
 */
const YEAR_GROUP_SLUGS = ['reception', ...Array.from({ length: 13 }, (_, index) => `year-${index + 1}`)];

/** The key-stage landing pages of the Secondary audience, each with the same three sub-routes (SPEC-GUIDE §2). */
const secondaryKeyStages = ['ks3', 'ks4', 'ks5'];

/**
 * The main layout's pages a visitor opens (SPEC-GUIDE §6 Anonymous), most of them rendered on the server, with the
 * account and search pages. Static paths outrank parameters, so /privacy, /live, /secondary ... win over /{audience}.
 */
export function publicRoutes(client: ApolloClient): RouteObject[] {
  // The landing screens' queries, started with their code (see startQuery).
  const homeContent = startQuery(client, learningResourcesHomeQuery, () => ({}));
  // A signed-in teacher's home also comes with its own code and data (issue 44), not after the home's content; on the
  // server, a subscriber's comes with their teaching history (the rest of it is GraphQL, which the render asks).
  const homeWithTeacher: LoaderFunction = (args, context) => {
    const content = homeContent(args, context);
    if (typeof window === 'undefined') return teachingHistoryForRender(args);
    if (isLoggedIn())
      import('../../features/home/TeacherHome')
        .then(({ preloadTeacherHome }) => preloadTeacherHome(client))
        .catch(() => undefined);
    return content;
  };
  // A teacher's part of the home comes with the home's code where a teacher may see it (on the server, for a
  // subscriber's page), so a page rendered with it is hydrated at once (features/home/HomePage.tsx). One object per
  // route: React Router keeps what it has loaded on the route's own.
  const homeScreen = (): RouteObject['lazy'] => ({
    Component: async () => {
      const { HomePage, loadTeacherHome } = await home();
      if (typeof window === 'undefined' || isLoggedIn()) await loadTeacherHome();
      return HomePage;
    },
  });
  const audienceHome = (audienceSlug?: string) =>
    startQuery(client, audienceQuery, (params) => ({ audienceSlug: audienceSlug ?? params.audience ?? '' }));
  // The audience of /{audience}/{programme}, or Secondary for /secondary/ks3/programme/{programme}.
  const programmePage = startQuery(client, programmeQuery, (params, pathname) => ({
    slug: params.programme ?? '',
    audienceSlug: params.audience ?? pathname.split('/')[1] ?? '',
  }));
  // A year group's page: /{audience}/reception ... /{audience}/year-13 (issue 44). Named before the Secondary and Live
  // pages with a parameter, which they would otherwise tie with, and outranking /{audience}/{programme}.
  const yearGroupPages = YEAR_GROUP_SLUGS.map((yearSlug): RouteObject => ({
    path: `:audience/${yearSlug}`,
    loader: startQuery(client, yearGroupPageQuery, (params) => ({ audienceSlug: params.audience ?? '', yearSlug })),
    lazy: screen(yearGroups, 'YearGroupPage', firstVisit),
    ...serverRendered,
  }));
  return [
    {
      index: true,
      loader: homeWithTeacher,
      lazy: homeScreen(),
      ...renderedForVisitorsAndSubscribers,
    },
    { path: 'welcome/:welcome', loader: homeWithTeacher, lazy: homeScreen() },
    { path: 'privacy', lazy: screen(pages, 'PrivacyPage'), ...serverRendered },
    { path: 'terms-and-conditions', lazy: screen(pages, 'TermsPage'), ...serverRendered },
    { path: 'cpd', lazy: screen(cpd, 'CpdPage'), ...serverRendered },
    { path: 'subscribe', lazy: screen(account, 'AccountPage') },
    { path: 'account/reset-password', lazy: screen(account, 'ResetPasswordPage') },
    { path: 'search', lazy: screen(search, 'SearchPage', { richText: false }) },
    ...yearGroupPages,

    {
      path: 'secondary',
      loader: audienceHome('secondary'),
      lazy: screen(audiences, 'SecondaryHomePage', firstVisit),
      ...serverRendered,
    },
    { path: 'secondary/:landingPageSlug', lazy: screen(pages, 'LandingPage'), ...serverRendered },
    ...secondaryKeyStages.flatMap((keyStage): RouteObject[] => [
      {
        path: `secondary/${keyStage}/programme/:programme`,
        loader: programmePage,
        lazy: screen(programmes, 'ProgrammePage', firstVisit),
        ...serverRendered,
      },
      {
        path: `secondary/${keyStage}/project/:projectpageslug`,
        lazy: screen(pages, 'ProjectPage'),
        ...serverRendered,
      },
      {
        path: `secondary/${keyStage}/page/:landingPageSlug`,
        lazy: screen(pages, 'LandingPage'),
        ...serverRendered,
      },
    ]),

    {
      path: 'live',
      loader: audienceHome('live'),
      lazy: screen(audiences, 'LiveHomePage', firstVisit),
      ...serverRendered,
    },
    { path: 'live/:liveprogramme', lazy: screen(live, 'LiveProgrammePage'), ...serverRendered },

    {
      path: ':audience',
      loader: audienceHome(),
      lazy: screen(audiences, 'AudienceHomePage', firstVisit),
      ...serverRendered,
    },
    {
      path: ':audience/:programme',
      loader: programmePage,
      lazy: screen(programmes, 'ProgrammePage', firstVisit),
      ...serverRendered,
    },
  ];
}

/**
 * The teaching history of the subscriber a home is rendered for (the render's context carries their token), so its
 * "Continue where you left off" is on the page; nothing for a visitor's, nor when it could not be read (the browser
 * then asks, as on any other load).
 */
async function teachingHistoryForRender({ context, request }: LoaderFunctionArgs): Promise<HomeLoaderData | null> {
  const server = context as ServerLoadContext | undefined;
  if (!server?.authorization) return null;
  const { fetchTeachingHistoryAt } = await import('../../features/home/api/teacherHome');
  const history = await fetchTeachingHistoryAt(server.apiOrigin, server.authorization, request.signal).catch(
    () => null,
  );
  return { teachingHistory: history };
}

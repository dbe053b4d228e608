import type { ApolloClient } from '@apollo/client';
import type { LoaderFunction, RouteObject } from 'react-router';
import { audienceQuery } from '../../features/audiences/api/audience';
import { learningResourcesHomeQuery } from '../../features/home/api/learningResourcesHome';
import { programmeQuery } from '../../features/programmes/api/programme';
import { yearGroupPageQuery } from '../../features/year-groups/api/yearGroupPage';
import { isLoggedIn } from '../../lib/session';
import {
  account,
  audiences,
  cpd,
  firstVisit,
  home,
  live,
  pages,
  programmes,
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
  // A signed-in teacher's home also comes with its own code and data (issue 44), not after the home's content.
  const homeWithTeacher: LoaderFunction = (args, context) => {
    if (typeof window !== 'undefined' && isLoggedIn())
      import('../../features/home/TeacherHome')
        .then(({ preloadTeacherHome }) => preloadTeacherHome(client))
        .catch(() => undefined);
    return homeContent(args, context);
  };
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
    { index: true, loader: homeWithTeacher, lazy: screen(home, 'HomePage', firstVisit), ...serverRendered },
    { path: 'welcome/:welcome', loader: homeWithTeacher, lazy: screen(home, 'HomePage', firstVisit) },
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

import type {
  ActivityWithSlidesFragment,
  ProgrammeQueryQuery,
  AudienceQuery,
  LessonSlideShowQuery,
  SlideFieldsFragment,
  CpdLiveEventsQuery,
  CpdQuery,
  CpdSessionsQuery,
  LiveProductionsQuery,
  LiveProgrammesQuery,
  AudiencesAndProgrammesQuery,
  LandingPagesQuery,
  LearningResourcesHomeQuery,
  PrivacyPolicyQuery,
  ProjectsQuery,
  TermsAndConditionQuery,
} from '../gql/graphql';

/** CMS-shaped responses for the tests, typed by the generated operation types. */

/** A feature box of the header's menus: its own title and the one target its programme link names. */
function menuFeature(
  title: string,
  isPreview: boolean,
  target: Partial<
    Record<
      'programme' | 'live_programme' | 'project' | 'landing_page',
      { slug: string; title: string; released: boolean | null }
    >
  >,
): AudiencesAndProgrammesQuery['audienceMenus'][number]['features'][number] {
  const targetOf = (kind: keyof typeof target) => {
    const found = target[kind];
    return found ? { __typename: 'AudienceMenuTarget' as const, ...found } : null;
  };
  return {
    __typename: 'AudienceMenuFeature',
    title,
    is_preview: isPreview,
    programme: targetOf('programme'),
    live_programme: targetOf('live_programme'),
    project: targetOf('project'),
    landing_page: targetOf('landing_page'),
  };
}

export const audiencesAndProgrammes: AudiencesAndProgrammesQuery = {
  audienceMenus: [
    {
      __typename: 'AudienceMenu',
      documentId: 'aud-primary',
      slug: 'primary',
      title: 'Primary',
      features: [
        menuFeature('Sing Together', false, {
          programme: { slug: 'sing-together', title: 'Sing Together', released: true },
        }),
        menuFeature('Coming Next Term', true, {
          programme: { slug: 'coming-next-term', title: 'Coming Next Term', released: true },
        }),
        menuFeature('Drafted Rhythms', false, {
          programme: { slug: 'drafted-rhythms', title: 'Drafted Rhythms', released: false },
        }),
      ],
    },
    {
      __typename: 'AudienceMenu',
      documentId: 'aud-live',
      slug: 'live',
      title: 'Live',
      features: [
        menuFeature('Orchestra in Schools', false, {
          live_programme: { slug: 'orchestra-in-schools', title: 'Orchestra in Schools', released: null },
        }),
      ],
    },
  ],
};

export const learningResourcesHome: LearningResourcesHomeQuery = {
  learningResourcesHome: {
    __typename: 'LearningResourcesHome',
    documentId: 'home',
    title: 'Welcome to the Music Classroom',
    subtitle: 'Lessons, activities and audio for every class',
    introduction: 'Everything you need to **teach music**.',
    media_introduction: 'See how it works in two minutes.',
    media_embed: { url: 'https://vimeo.com/123456' },
    new_registration_welcome_message: null,
    new_purchase_welcome_message: null,
    new_invitation_welcome_message: null,
    audiences: [
      {
        __typename: 'Audience',
        documentId: 'aud-primary',
        slug: 'primary',
        title: 'Primary',
        subtitle: 'Ages 5 to 11',
        theme: null,
      },
      {
        __typename: 'Audience',
        documentId: 'aud-send',
        slug: 'send',
        title: 'SEND',
        subtitle: null,
        theme: null,
      },
    ],
    promoboxes: [
      {
        __typename: 'ComponentContentPromobox',
        id: '1',
        title: 'Try a free lesson',
        body: 'Start with our most popular lesson.',
        link_label: 'Find out more',
        link_url: '/subscribe',
      },
      {
        __typename: 'ComponentContentPromobox',
        id: '2',
        title: 'News',
        body: 'New programmes every term.',
        link_label: null,
        link_url: null,
      },
    ],
  },
};

type AudienceData = NonNullable<AudienceQuery['audiences'][number]>;
type FeatureboxData = NonNullable<NonNullable<AudienceData['featurebox']>[number]>;
type ProgrammelinkData = NonNullable<FeatureboxData['programmelink']>;

// Far from the ids of the fixed fixtures above: components with the same id are one object in the cache.
let nextId = 10_000;

export function featurebox(overrides: Partial<FeatureboxData> = {}): FeatureboxData {
  nextId += 1;
  return {
    __typename: 'ComponentContentFeaturebox',
    id: String(nextId),
    title: `Box ${nextId}`,
    blurb: null,
    is_preview: false,
    link_label: null,
    tag_age_groups: [],
    featured_image: null,
    programmelink: null,
    ...overrides,
  };
}

export function programmelink(overrides: Partial<ProgrammelinkData> = {}): ProgrammelinkData {
  nextId += 1;
  return {
    __typename: 'ComponentContentProgrammelink',
    id: String(nextId),
    title: null,
    programme: null,
    live_programme: null,
    project: null,
    landing_page: null,
    ...overrides,
  };
}

export function programme(slug: string, released: boolean | null = true): ProgrammelinkData['programme'] {
  return { __typename: 'Programme', documentId: `prog-${slug}`, slug, title: slug, released };
}

export function audience(slug: string, title: string, overrides: Partial<AudienceData> = {}): AudienceQuery {
  return {
    audiences: [
      {
        __typename: 'Audience',
        documentId: `aud-${slug}`,
        slug,
        title,
        subtitle: `${title} subtitle`,
        introduction: `The ${title} introduction.`,
        libraries_intro: null,
        programmes: [],
        theme: null,
        featurebox: [],
        ...overrides,
      },
    ],
  };
}

/** The audiences the default handlers know, by slug. */
export const knownAudiences: Record<string, string> = {
  primary: 'Primary',
  secondary: 'Secondary',
  send: 'SEND',
  live: 'Live',
};

/** Pages of their own (features/pages): any slug resolves, so route tests can check which screen answers. */
export const termsAndCondition: TermsAndConditionQuery = {
  termsAndCondition: {
    __typename: 'TermsAndCondition',
    documentId: 'terms',
    title: 'Terms and Conditions',
    content: 'By using this site you agree…',
  },
};

export const privacyPolicy: PrivacyPolicyQuery = {
  privacyPolicy: {
    __typename: 'PrivacyPolicy',
    documentId: 'privacy',
    title: 'Privacy policy',
    content: 'We keep your data safe.',
  },
};

export function landingPage(
  slug: string,
  overrides: Partial<LandingPagesQuery['landingPages'][number] & object> = {},
): LandingPagesQuery {
  return {
    landingPages: [
      {
        __typename: 'LandingPage',
        documentId: `landing-${slug}`,
        slug,
        title: 'Landing page',
        main_text: 'Resources for this key stage.',
        audience: { __typename: 'Audience', documentId: 'aud-secondary', slug: 'secondary', title: 'Secondary' },
        document: null,
        audio: null,
        features: [],
        ...overrides,
      },
    ],
    projects: [],
  };
}

export function project(slug: string): ProjectsQuery {
  return {
    projects: [
      {
        __typename: 'Project',
        documentId: `project-${slug}`,
        slug,
        title: 'Project',
        main_text: 'A project.',
        explore_activities_title: 'Explore the activities',
        main_image: null,
        audience: {
          __typename: 'Audience',
          documentId: 'aud-secondary',
          slug: 'secondary',
          title: 'Secondary',
          theme: null,
        },
        documents: [],
      },
    ],
  };
}

/** CPD and live pages: any slug resolves, titled after the screen, so route tests can see which screen answered. */
export const cpd: CpdQuery = {
  cpd: {
    __typename: 'Cpd',
    documentId: 'cpd',
    title: 'CPD',
    body_content: 'Professional development for music teachers.',
    live_events_heading: 'Live events',
    video_sessions_title: 'Video sessions',
    documents: [],
    cpd_live_events: [],
    cpd_sessions: [],
  },
};

export function cpdLiveEvent(slug: string): CpdLiveEventsQuery {
  return {
    cpdLiveEvents: [
      {
        __typename: 'CpdLiveEvent',
        documentId: `event-${slug}`,
        slug,
        title: 'CPD live event',
        event_date: '2026-12-07',
        venue: 'Online',
        main_text: 'Details.',
        main_image: null,
        session: null,
        documents: [],
      },
    ],
  };
}

export function cpdSession(slug: string): CpdSessionsQuery {
  return {
    cpdSessions: [
      {
        __typename: 'CpdSession',
        documentId: `session-${slug}`,
        slug,
        title: 'CPD session',
        main_text: 'Watch and learn.',
        video: null,
        main_image: null,
        documents: [],
      },
    ],
  };
}

export function liveProgramme(slug: string): LiveProgrammesQuery {
  return {
    liveProgrammes: [
      {
        __typename: 'LiveProgramme',
        documentId: `live-${slug}`,
        slug,
        title: 'Live programme',
        subtitle: null,
        main_text: 'Concerts for schools.',
        performances_heading: null,
        productions_heading: null,
        quotation: [],
        theme: null,
        live_performances: [],
        live_productions: [],
      },
    ],
  };
}

export function liveProduction(slug: string, programmeSlug: string): LiveProductionsQuery {
  return {
    liveProductions: [
      {
        __typename: 'LiveProduction',
        documentId: `production-${slug}`,
        slug,
        title: 'Live production',
        main_text: 'A production.',
        performance_dates: null,
        performance_venues: null,
        venues_link: null,
        venues_link_label: null,
        explore_activities_title: null,
        active_live_performance: false,
        main_image: null,
        bookings: [],
        documents: [],
        related_activities: [],
        audio_pages: [],
      },
    ],
    livePerformances: [],
    liveProgrammes: [
      {
        __typename: 'LiveProgramme',
        documentId: `live-${programmeSlug}`,
        slug: programmeSlug,
        title: 'Live programme',
      },
    ],
  };
}

export const atHomeLibrary = {
  documentId: 'at-home',
  title: 'Music at Home',
  introduction: 'Music to share at home.',
  activities: [
    {
      documentId: 'a1',
      title: 'Music at Home activity',
      introduction: 'Sing together.',
      time: null,
      music: null,
      equipment: null,
      activity_at_home_download: [],
      activity_at_home: [],
    },
  ],
};

/** Lesson mode: lesson 'Lesson' with activity 'a1' of four slides; slide 2 opens sub-slideshow 'sub-1'. */
export function slide(title: string, overrides: Partial<SlideFieldsFragment> = {}): SlideFieldsFragment {
  return {
    __typename: 'ComponentSlidesSlide',
    id: title,
    title,
    include_in_lesson: true,
    slide_template: 'image',
    slide_text: `${title} text`,
    secondary_slide_text: null,
    presenter_notes: null,
    notation: null,
    main_image: null,
    secondary_image: null,
    audio: null,
    secondary_audio: null,
    secondary_video: null,
    videos: [],
    audiocards: [],
    flipcards: [],
    ...overrides,
  };
}

export function activityWithSlides(documentId: string, title: string, slideCount: number): ActivityWithSlidesFragment {
  return {
    __typename: 'ActivityPage',
    documentId,
    title,
    teaching_option: null,
    introduction: null,
    notation: null,
    activityOptions: [],
    activity_slideshow: {
      __typename: 'ActivitySlideshow',
      documentId: `show-${documentId}`,
      title,
      activity_slides: Array.from({ length: slideCount }, (_, index) => ({
        ...slide(`Slide ${index + 1}`, index === 1 ? { slide_template: 'sub_slide_buttons' } : {}),
        sub_slides2:
          index === 1
            ? [
                {
                  __typename: 'ActivitySlideshow',
                  documentId: 'sub-1',
                  title: 'Sub',
                  activity_slides: [slide('Sub slide 1'), slide('Sub slide 2')],
                },
              ]
            : [],
      })),
    },
  };
}

type SlideShowEntries = NonNullable<NonNullable<LessonSlideShowQuery['lesson']>['activities']>;
type SlideShowActivity = NonNullable<SlideShowEntries[number]>['activity'];

/** LessonSlideShow's answer for lesson 'l1' ('Lesson'): these activities listed in order, nothing above or pooled. */
export const lessonSlideShowOf = (activities: SlideShowActivity[]): LessonSlideShowQuery => ({
  lesson: {
    __typename: 'Lesson',
    documentId: 'l1',
    title: 'Lesson',
    activities_above: [],
    activity_pool: [],
    activities: activities.map((activity, index) => ({
      __typename: 'ComponentLessonActivityEntry',
      id: String(index + 1),
      section_divider: false,
      activity,
    })),
  },
});

export const lessonSlideShow: LessonSlideShowQuery = lessonSlideShowOf([activityWithSlides('a1', 'Activity', 4)]);

export function programmePage(
  slug: string,
  audienceSlug: string,
  overrides: Partial<NonNullable<ProgrammeQueryQuery['programmes'][number]>> = {},
  plans = 0,
): ProgrammeQueryQuery {
  return {
    programmes: [
      {
        __typename: 'Programme',
        documentId: `prog-${slug}`,
        slug,
        title: 'Programme',
        blurb: null,
        introduction: 'A programme of units.',
        introduction_at_home: null,
        schemes_intro: null,
        media_introduction: null,
        media_embed: null,
        released: true,
        audience: { __typename: 'Audience', documentId: `aud-${audienceSlug}`, slug: audienceSlug, title: 'Primary' },
        theme: null,
        summary_document: null,
        year_groups: [],
        units: [
          {
            __typename: 'Scheme',
            documentId: 'u1',
            title: 'Finding the Pulse',
            blurb: 'Steady beat.',
            year_groups: [],
          },
        ],
        ...overrides,
      },
    ],
    customSchemePlans: Array.from({ length: plans }, (_, index) => ({
      __typename: 'CustomSchemePlan' as const,
      documentId: `plan-${index}`,
    })),
  };
}

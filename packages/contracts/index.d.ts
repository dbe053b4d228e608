/**
 * The custom REST answers of the CMS (apps/cms/src/api/…), declared once: the CMS builds them with these types and
 * the web app reads them with the same ones, so the two cannot drift; and the call between the CMS and the web app's
 * server render (RenderRequest, RenderedPage). Types only: nothing here runs.
 */

/** GET /api/live-events: one event of the external events site, its featured image resolved. */
export interface LiveEvent {
  id: number;
  title: string;
  excerpt: string;
  link: string;
  tickets_link: string | null;
  venue_short: string | null;
  full_address: string | null;
  ticket_price: string | null;
  event_start_date: string | null;
  event_end_date: string | null;
  also_shown_at: string | null;
  image: { url: string; alt: string } | null;
}

/** Text cut into plain and matched pieces, so the web app marks matches without ever parsing HTML. */
export type Segment = { text: string; match?: true };

/** GET /api/search: one result, already cut to what the caller may see. */
export interface SearchResult {
  id: string;
  kind: string;
  title: Segment[];
  href: string;
  /** A subscriber-only item shown to someone without a subscription: its title and kind only. */
  subscribersOnly: boolean;
  /** The fields the query was found in. */
  foundIn: string[];
  snippet: Segment[] | null;
  audiences: string[];
  programmes: string[];
  activityType: string | null;
  /** Its year groups in school order ("Year 1", "Year 2"), when the caller may read them. */
  yearGroups: string[];
}

export type FacetName =
  'kind' | 'audience' | 'programme' | 'activityType' | 'yearGroup' | 'keyStage' | 'learningStrand';

/**
 * GET /api/search: the results, their facets, and other queries to try when nothing was found. Each facet counts what
 * choosing that value would give with the other facets' choices kept; with no words (`q` empty) the answer is
 * everything filed under the chosen facets (browsing "Year 2").
 */
export interface SearchAnswer {
  query: string;
  total: number;
  results: SearchResult[];
  facets: Record<FacetName, { value: string; count: number }[]>;
  /** Other queries that find something, when this one found nothing. */
  suggestions: string[];
}

/** GET /api/member-account: the signed-in user's colleagues, as owner and as member. */
export interface MemberAccountOverview {
  /** May this user invite colleagues (a current subscription of their own, not a trial)? */
  eligible: boolean;
  seats: number;
  invitations: { email: string; invited_at: string }[];
  members: { email: string; name: string; accepted_at: string }[];
  /** The names of the owners whose member this user is. */
  member_of: string[];
}

/**
 * Class sessions (issue 47, apps/cms/src/api/class-session): a teacher's lesson followed live by pupils on their own
 * devices. Where the teacher is: the slide number, the lesson-mode address of the slide (`{activity}/{slide}`, or
 * `{activity}/{slide}/{sub-slideshow}/{sub-slide}`), null before the first slide is sent.
 */
export interface ClassSlidePlace {
  position: number;
  id: string | null;
}

/** PUT /api/class-sessions/:id/slide: the teacher shows a slide, blanked or not (blackout). */
export interface ClassSlideMove {
  position: number;
  id?: string | null;
  blackout?: boolean;
}

/** POST, GET /api/class-sessions…: a session as its teacher sees it: the code, the join link, who has joined. */
export interface ClassSessionView {
  id: string;
  code: string;
  /** The app's /join?code=… address, for the link and the QR code shown on the projector. */
  joinUrl: string;
  /** At most a school day after the start. */
  expiresAt: string;
  /** The lesson's documentId. */
  lesson: string;
  locked: boolean;
  slide: ClassSlidePlace;
  blackout: boolean;
  /** By name. */
  pupils: ClassPupil[];
  pupilCount: number;
}

export interface ClassPupil {
  id: string;
  /** The first name or nickname the pupil typed: all that is kept about a child, for the session's life. */
  name: string;
}

/** What a pupil's screen knows of the session: where the teacher is, nothing about anyone else. */
export interface ClassState {
  lessonDocumentId: string;
  slide: ClassSlidePlace;
  blackout: boolean;
  ended: boolean;
}

/** POST /api/class-sessions/join { code, name }: the pupil token for that one session, and where the class is. */
export interface JoinedClass extends ClassState {
  token: string;
  name: string;
}

/**
 * GET /api/class-sessions/live/lesson (the pupil token in `x-pupil-token`): the session lesson as lesson mode reads
 * it, its files' addresses carrying `?class=` (the token), and where the class is.
 */
export interface PupilLesson extends ClassState {
  lesson: unknown;
}

/** Why a pupil cannot join or go on (`error.details.reason`): 404, 410, 403 and 403. */
export type PupilRefusal = 'unknown' | 'ended' | 'locked' | 'removed';

/**
 * GET /api/class-sessions/live/stream?token=: the server-sent events a pupil's screen follows, by event name: `state`
 * at once and on every slide change or blackout; `removed` or `ended` last, after which the stream closes.
 */
export interface ClassStreamEvents {
  state: ClassState;
  removed: Record<string, never>;
  ended: Record<string, never>;
}

/**
 * What the CMS asks of the web app's server render (apps/web/src/entry-server.tsx `renderPage`, called by
 * apps/cms/src/delivery/server-rendering for a visitor's public page).
 */
export interface RenderRequest {
  /** The page's path and query, as requested. */
  url: string;
  /** The site's public origin: canonical and Open Graph addresses start with it. */
  origin: string;
  /** Where the CMS answers GraphQL on this machine (loopback), asked as a visitor. */
  graphqlUrl: string;
  /** The built index.html, whose root the page goes into. */
  template: string;
  /** The render gives up (and the plain shell is served) after this long. */
  timeoutMs: number;
  /** Sent with every GraphQL request: the CMS's own render secret, which asks each answer to name what it read. */
  graphqlHeaders?: Record<string, string>;
  /** The answers' header naming, space-separated, what each read (the CMS's cache tags). */
  readsHeader?: string;
  /**
   * A signed-in browser's token (its page cookie, issue 44): GraphQL is asked with it, and only a subscriber's page
   * (a lesson's overview or lesson mode) is rendered, for an active subscriber, never kept for anyone else.
   */
  authorization?: string;
  /**
   * The files of the screen rendered for a subscriber, as the web build lists them: its stylesheets are linked in the
   * head (the page is drawn with them), its scripts fetched with the app's after the first screen.
   */
  screenFiles?: ScreenFiles;
}

/** A screen's files as the web build lists them, relative to the build's folder. */
export interface ScreenFiles {
  scripts: string[];
  styles: string[];
}

/** The server render's answer: the page as a whole HTML document. */
export interface RenderedPage {
  status: number;
  html: string;
  /** False for a page the response cache must not keep for the next visitor (an at-home link's library). */
  kept: boolean;
  /**
   * What the page's GraphQL answers read, all together: the CMS keeps the page tagged with it. Undefined when any
   * answer did not say (or no `readsHeader` was given): the page then counts as reading everything.
   */
  reads?: string[];
  /**
   * A subscriber's page: the address a teacher most likely opens next (an overview's lesson mode), which the page
   * already prefetches; the CMS adds that screen's files, so the app opens it from the browser's cache.
   */
  likelyNext?: string;
}

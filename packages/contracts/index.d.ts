/**
 * The custom REST answers of the CMS (apps/cms/src/api/…), declared once: the CMS builds them with these types and
 * the web app reads them with the same ones, so the two cannot drift. Types only: nothing here runs.
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
  | 'kind'
  | 'audience'
  | 'programme'
  | 'activityType'
  | 'yearGroup'
  | 'keyStage'
  | 'learningStrand';

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

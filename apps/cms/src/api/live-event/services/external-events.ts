/**
 * The external events site (a WordPress REST API) as the live home page shows it: each event's featured media
 * resolved to its `medium_large` source, sorted by start date ascending. Fetched by the CMS, not the browser, so
 * the site's address stays configuration (LIVE_EVENTS_URL), answers are cached, and a slow or broken site costs
 * the page one failed request instead of many.
 */

import type { LiveEvent } from '@classroom/contracts';

export type { LiveEvent } from '@classroom/contracts';

interface WordPressEvent {
  id: number;
  title?: { rendered?: string };
  excerpt?: { rendered?: string };
  link?: string;
  acf?: Record<string, unknown>;
  _links?: { 'wp:featuredmedia'?: { href?: string }[] };
}

interface WordPressMedia {
  alt_text?: string;
  source_url?: string;
  media_details?: { sizes?: Record<string, { source_url?: string }> };
}

/** The fields the events list asks the site for (SPEC-GUIDE §7: "GET external events endpoint (fields list)"). */
const EVENT_FIELDS = ['id', 'title', 'excerpt', 'link', 'acf', '_links'];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#039': "'" };

/** WordPress sends rendered HTML; the list shows plain text. */
export function toPlainText(html: string | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|\w+);/gi, (whole, name: string) => {
      if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#') && name !== '#039') return String.fromCodePoint(parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** ACF dates come as `Ymd` (20261201), `Y-m-d` or `Y-m-d H:i:s`; returns ISO `YYYY-MM-DDTHH:mm:ss` or null. */
export function normaliseEventDate(value: unknown): string | null {
  const raw = text(value);
  if (!raw) return null;
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(raw);
  if (compact) return `${compact[1]}-${compact[2]}-${compact[3]}T00:00:00`;
  const full = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2})(?::(\d{2}))?)?/.exec(raw);
  return full ? `${full[1]}T${full[2] ?? '00:00'}:${full[3] ?? '00'}` : null;
}

function sortByStartDate(events: LiveEvent[]): LiveEvent[] {
  const key = (event: LiveEvent) => event.event_start_date ?? '9999';
  return [...events].sort((a, b) => key(a).localeCompare(key(b)));
}

async function getJson<T>(url: string, timeoutMs: number): Promise<T> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

async function featuredImage(event: WordPressEvent, timeoutMs: number): Promise<LiveEvent['image']> {
  const href = event._links?.['wp:featuredmedia']?.[0]?.href;
  if (!href) return null;
  try {
    const media = await getJson<WordPressMedia>(href, timeoutMs);
    const url = media.media_details?.sizes?.medium_large?.source_url ?? media.source_url;
    return url ? { url, alt: media.alt_text ?? '' } : null;
  } catch {
    return null; // one missing picture does not lose the event
  }
}

export async function fetchLiveEvents(sourceUrl: string, timeoutMs = 5000): Promise<LiveEvent[]> {
  const url = new URL(sourceUrl);
  url.searchParams.set('_fields', EVENT_FIELDS.join(','));
  if (!url.searchParams.has('per_page')) url.searchParams.set('per_page', '50');
  const events = await getJson<WordPressEvent[]>(url.toString(), timeoutMs);
  if (!Array.isArray(events)) throw new Error('the events site did not answer with a list');
  const resolved = await Promise.all(
    events.map(async (event): Promise<LiveEvent> => {
      const acf = event.acf ?? {};
      return {
        id: event.id,
        title: toPlainText(event.title?.rendered),
        excerpt: toPlainText(event.excerpt?.rendered),
        link: event.link ?? '',
        tickets_link: text(acf.tickets_link),
        venue_short: text(acf.venue_short),
        full_address: text(acf.full_address),
        ticket_price: text(acf.ticket_price),
        event_start_date: normaliseEventDate(acf.event_start_date),
        event_end_date: normaliseEventDate(acf.event_end_date),
        also_shown_at: text(acf.also_shown_at),
        image: await featuredImage(event, timeoutMs),
      };
    }),
  );
  return sortByStartDate(resolved.filter((event) => event.title && event.link));
}

import { apiFetch } from '../../../lib/rest';

/** One event of the external events site, as the CMS serves it at /api/live-events (resolved and sorted). */
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

export const LIVE_EVENTS_FAILURE = 'Error fetching or processing live event data';

/** GET /api/live-events. The CMS fetches the events site, so the browser makes one same-origin request. */
export async function fetchLiveEvents(signal?: AbortSignal): Promise<LiveEvent[]> {
  const response = await apiFetch('/api/live-events', { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${LIVE_EVENTS_FAILURE} (${response.status})`);
  const body = (await response.json()) as { data?: LiveEvent[] | null };
  if (!Array.isArray(body.data)) throw new Error(LIVE_EVENTS_FAILURE);
  return body.data;
}

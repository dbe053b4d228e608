import type { LiveEvent } from '@classroom/contracts';
import { apiFetch } from '../../../lib/rest';

export type { LiveEvent } from '@classroom/contracts';

export const LIVE_EVENTS_FAILURE = 'Error fetching or processing live event data';

/** GET /api/live-events. The CMS fetches the events site, so the browser makes one same-origin request. */
export async function fetchLiveEvents(signal?: AbortSignal): Promise<LiveEvent[]> {
  const response = await apiFetch('/api/live-events', { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${LIVE_EVENTS_FAILURE} (${response.status})`);
  const body = (await response.json()) as { data?: LiveEvent[] | null };
  if (!Array.isArray(body.data)) throw new Error(LIVE_EVENTS_FAILURE);
  return body.data;
}

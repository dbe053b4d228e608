/**
 * The video host (Vimeo): which videos it has and how they are embedded; its player is driven through lib/hostPlayer.
 * The CMS stores a video as a URL on the host or a bare numeric id (`media_embed: { url }`, `video: { url }`, slide
 * `embed`); anything else is refused before any request. The player iframe is built from the validated id, never
 * from HTML the provider returns.
 */

export const VIDEO_ERRORS = {
  notFound: 'This video could not be found.',
  notEmbeddable: 'This video cannot be embedded here.',
  fetchFailed: 'There was an error fetching the embed code',
} as const;

export type VideoError = keyof typeof VIDEO_ERRORS;

interface VideoEmbedData {
  id: string;
  title: string;
  /** Width / height of the video, for the player's aspect ratio. */
  aspectRatio: number;
  playerUrl: string;
}

const OEMBED_ENDPOINT = 'https://vimeo.com/api/oembed.json';
const HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

/** The host's id of a video: from `123456`, `https://vimeo.com/123456`, `https://player.vimeo.com/video/123456`,
 * `https://vimeo.com/channels/staffpicks/123456` or `{ url: ... }`; `null` for anything that is not the host's. */
export function parseVideoId(value: unknown): string | null {
  if (value && typeof value === 'object' && 'url' in value) return parseVideoId((value as { url: unknown }).url);
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 ? String(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || !HOSTS.has(url.hostname)) return null;
  const lastNumericSegment = url.pathname
    .split('/')
    .filter((segment) => /^\d+$/.test(segment))
    .pop();
  return lastNumericSegment ?? null;
}

function playerUrl(id: string): string {
  return `https://player.vimeo.com/video/${encodeURIComponent(id)}?dnt=1`;
}

/** Asks the host's oEmbed endpoint about a video: its title and shape, or why it cannot be shown. */
export async function fetchVideoEmbed(
  id: string,
  signal?: AbortSignal,
): Promise<{ video: VideoEmbedData } | { error: VideoError }> {
  const query = new URLSearchParams({ url: `https://vimeo.com/${id}`, dnt: '1' });
  let response: Response;
  try {
    response = await fetch(`${OEMBED_ENDPOINT}?${query}`, { signal });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    return { error: 'fetchFailed' };
  }
  if (response.status === 404) return { error: 'notFound' };
  if (response.status === 403) return { error: 'notEmbeddable' };
  if (!response.ok) return { error: 'fetchFailed' };
  try {
    const body = (await response.json()) as { title?: string; width?: number; height?: number };
    const aspectRatio = body.width && body.height ? body.width / body.height : 16 / 9;
    return { video: { id, title: body.title ?? 'Video', aspectRatio, playerUrl: playerUrl(id) } };
  } catch {
    return { error: 'fetchFailed' };
  }
}

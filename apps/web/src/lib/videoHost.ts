/**
 * The one module that talks to the video host (Vimeo). The CMS stores a video as a URL on the host or a bare
 * numeric id (`media_embed: { url }`, `video: { url }`, slide `embed`); anything else is refused before any request.
 * The player iframe is built from the validated id, never from HTML the provider returns.
 */

export const VIDEO_ERRORS = {
  notFound: 'This video could not be found.',
  notEmbeddable: 'This video cannot be embedded here.',
  fetchFailed: 'There was an error fetching the embed code',
} as const;

export type VideoError = keyof typeof VIDEO_ERRORS;

export interface VideoEmbedData {
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

export function playerUrl(id: string): string {
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

const PLAYER_ORIGIN = 'https://player.vimeo.com';
/** The player events a synced host video follows. */
const FOLLOWED_EVENTS = ['timeupdate', 'play', 'pause', 'ended', 'seeked', 'playbackratechange'] as const;

/** A host video driven through its player's postMessage API, with the members the video sync rule needs. */
export interface HostPlayer {
  currentTime: number;
  playbackRate: number;
  readonly paused: boolean;
  play(): void;
  pause(): void;
  /** Stops listening to the player. */
  destroy(): void;
}

interface PlayerMessage {
  event?: string;
  method?: string;
  data?: { seconds?: number; playbackRate?: number };
}

function parsePlayerMessage(data: unknown): PlayerMessage | null {
  if (typeof data === 'string') {
    try {
      return parsePlayerMessage(JSON.parse(data));
    } catch {
      return null;
    }
  }
  return data && typeof data === 'object' ? (data as PlayerMessage) : null;
}

/**
 * Wraps an embedded host player (the iframe VideoEmbed renders) so the video sync rule can drive it like an HTML5
 * video. The player reports its time a few times a second ('timeupdate'); between reports the time is extrapolated
 * from the clock, so a 0.1 s sync check sees a moving clock rather than steps. Play and pause take effect in the
 * state at once (the player's own events confirm or correct them), so the rule does not repeat them every check.
 */
export function hostPlayer(
  frame: { contentWindow: Pick<Window, 'postMessage'> | null },
  messages: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
  now: () => number = () => performance.now(),
): HostPlayer {
  let known = { seconds: 0, at: now() };
  let paused = true;
  let rate = 1;
  const post = (method: string, value?: unknown) =>
    frame.contentWindow?.postMessage(
      JSON.stringify(value === undefined ? { method } : { method, value }),
      PLAYER_ORIGIN,
    );
  const currentTime = () => (paused ? known.seconds : known.seconds + ((now() - known.at) / 1000) * rate);
  const subscribe = () => FOLLOWED_EVENTS.forEach((event) => post('addEventListener', event));

  const onMessage = (event: Event) => {
    const { origin, source, data } = event as MessageEvent;
    if (origin !== PLAYER_ORIGIN || !frame.contentWindow || source !== frame.contentWindow) return;
    const message = parsePlayerMessage(data);
    const seconds = message?.data?.seconds;
    if (typeof seconds === 'number') known = { seconds, at: now() };
    switch (message?.event) {
      case 'ready':
        subscribe();
        break;
      case 'play':
        paused = false;
        break;
      case 'pause':
      case 'ended':
        paused = true;
        break;
      case 'playbackratechange':
        if (typeof message.data?.playbackRate === 'number') rate = message.data.playbackRate;
        break;
      default:
    }
  };
  messages.addEventListener('message', onMessage);
  // The player may already be listening (it announces 'ready' only once).
  subscribe();

  return {
    get currentTime() {
      return currentTime();
    },
    set currentTime(seconds: number) {
      known = { seconds, at: now() };
      post('setCurrentTime', seconds);
    },
    get playbackRate() {
      return rate;
    },
    set playbackRate(value: number) {
      if (value === rate) return;
      known = { seconds: currentTime(), at: now() };
      rate = value;
      post('setPlaybackRate', value);
    },
    get paused() {
      return paused;
    },
    play() {
      known = { seconds: currentTime(), at: now() };
      paused = false;
      post('play');
    },
    pause() {
      known = { seconds: currentTime(), at: now() };
      paused = true;
      post('pause');
    },
    destroy() {
      messages.removeEventListener('message', onMessage);
    },
  };
}

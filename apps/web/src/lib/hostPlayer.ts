import type Player from '@vimeo/player';

type PlayerEvent = Parameters<Player['on']>[0];

/** A host video, driven through the host's own player library, with the members the video sync rule needs. */
export interface HostPlayer {
  currentTime: number;
  playbackRate: number;
  readonly paused: boolean;
  play(): void;
  pause(): void;
  /** Stops following the player (the player and its frame stay). */
  destroy(): void;
}

/** The player library is loaded only when a host video is driven (two films in step, a blank screen). */
const loadPlayerLibrary = async () => (await import('@vimeo/player')).default;

/** The host's player in this iframe (the one VideoEmbed renders from a validated id); one per frame. */
async function playerOf(frame: HTMLIFrameElement): Promise<Player> {
  const PlayerLibrary = await loadPlayerLibrary();
  return new PlayerLibrary(frame);
}

/** The player's own events confirm or correct a call's effect, so a refused call (autoplay, say) changes nothing. */
const ignoreRefusal = () => undefined;

/**
 * Wraps the host player in an iframe so the video sync rule can drive it like an HTML5 video. The player reports its
 * time a few times a second ('timeupdate'); between reports the time is extrapolated from the clock, so a 0.1 s sync
 * check sees a moving clock rather than steps. Play and pause take effect in the state at once (the player's events
 * confirm or correct them), so the rule does not repeat them every check.
 */
export async function hostPlayer(frame: HTMLIFrameElement, now: () => number = () => performance.now()) {
  return followPlayer(await playerOf(frame), now);
}

function followPlayer(player: Player, now: () => number): HostPlayer {
  let known = { seconds: 0, at: now() };
  let paused = true;
  let rate = 1;
  const currentTime = () => (paused ? known.seconds : known.seconds + ((now() - known.at) / 1000) * rate);
  const report = (data: { seconds?: unknown }) => {
    if (typeof data?.seconds === 'number') known = { seconds: data.seconds, at: now() };
  };
  const handlers = {
    timeupdate: report,
    seeked: report,
    play: (data: { seconds?: unknown }) => {
      report(data);
      paused = false;
    },
    pause: (data: { seconds?: unknown }) => {
      report(data);
      paused = true;
    },
    ended: (data: { seconds?: unknown }) => {
      report(data);
      paused = true;
    },
    playbackratechange: (data: { playbackRate?: unknown }) => {
      if (typeof data?.playbackRate === 'number') rate = data.playbackRate;
    },
  };
  const followed = Object.entries(handlers) as [PlayerEvent, (data: unknown) => void][];
  for (const [event, handler] of followed) player.on(event, handler);

  return {
    get currentTime() {
      return currentTime();
    },
    set currentTime(seconds: number) {
      known = { seconds, at: now() };
      player.setCurrentTime(seconds).catch(ignoreRefusal);
    },
    get playbackRate() {
      return rate;
    },
    set playbackRate(value: number) {
      if (value === rate) return;
      known = { seconds: currentTime(), at: now() };
      rate = value;
      player.setPlaybackRate(value).catch(ignoreRefusal);
    },
    get paused() {
      return paused;
    },
    play() {
      known = { seconds: currentTime(), at: now() };
      paused = false;
      player.play().catch(ignoreRefusal);
    },
    pause() {
      known = { seconds: currentTime(), at: now() };
      paused = true;
      player.pause().catch(ignoreRefusal);
    },
    destroy() {
      for (const [event, handler] of followed) player.off(event, handler);
    },
  };
}

/** Pauses the host video in this frame (a blank screen stops the films too). */
export async function pauseHostVideo(frame: HTMLIFrameElement): Promise<void> {
  await (await playerOf(frame)).pause().catch(ignoreRefusal);
}

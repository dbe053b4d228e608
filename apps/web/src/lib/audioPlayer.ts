/**
 * The audio player's states (SPEC-GUIDE §4): playing or paused; at the end it becomes paused and rewinds; the remaining
 * time (mm:ss, '--:--' before the metadata is known) refreshes every 500 ms while playing. SPEC-GUIDE §9: speeds 0.75,
 * 1 (default) and 1.5. Pure, so every transition is testable without a media element.
 */
export const PLAYBACK_SPEEDS = [0.75, 1, 1.5] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];
const DEFAULT_SPEED: PlaybackSpeed = 1;
export const TIME_REFRESH_MS = 500;

export interface AudioPlayerState {
  status: 'playing' | 'paused';
  /** Seconds; null until the metadata has loaded. */
  duration: number | null;
  currentTime: number;
  speed: PlaybackSpeed;
  loop: boolean;
}

export type AudioPlayerEvent =
  | { type: 'metadata'; duration: number }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'tick'; currentTime: number }
  | { type: 'ended' }
  | { type: 'rewind' }
  | { type: 'speed'; speed: PlaybackSpeed }
  | { type: 'loop'; loop: boolean };

export const initialAudioPlayerState: AudioPlayerState = {
  status: 'paused',
  duration: null,
  currentTime: 0,
  speed: DEFAULT_SPEED,
  loop: false,
};

const knownDuration = (duration: number) => (Number.isFinite(duration) && duration > 0 ? duration : null);

export function audioPlayerReducer(state: AudioPlayerState, event: AudioPlayerEvent): AudioPlayerState {
  switch (event.type) {
    case 'metadata':
      return { ...state, duration: knownDuration(event.duration) };
    case 'play':
      return { ...state, status: 'playing' };
    case 'pause':
      return { ...state, status: 'paused' };
    case 'tick':
      return { ...state, currentTime: Math.max(0, event.currentTime) };
    case 'ended':
      // At the end the player stops and goes back to the start, ready to play again.
      return { ...state, status: 'paused', currentTime: 0 };
    case 'rewind':
      return { ...state, currentTime: 0 };
    case 'speed':
      return { ...state, speed: event.speed };
    case 'loop':
      return { ...state, loop: event.loop };
  }
}

/** The rewind button shows only when paused part-way through (SPEC-GUIDE §2). */
export const canRewind = (state: AudioPlayerState) => state.status === 'paused' && state.currentTime > 0;

/** mm:ss; minutes keep counting past 59 (a 75-minute recording reads 75:00). */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

export function remainingTime(state: AudioPlayerState): string {
  if (state.duration === null) return '--:--';
  return formatClock(state.duration - state.currentTime);
}

export const speedLabel = (speed: PlaybackSpeed) => `${speed}×`;

export function parseSpeed(value: string): PlaybackSpeed {
  return PLAYBACK_SPEEDS.find((speed) => String(speed) === value) ?? DEFAULT_SPEED;
}

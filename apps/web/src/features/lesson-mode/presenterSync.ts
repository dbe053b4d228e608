import type { ScreenCover } from './keyMap';

/**
 * Keeping the projector window and the presenter window in step (both ways) over a BroadcastChannel. Each window
 * shows a position (the slide's path, the same in both windows) and a screen cover. The rule is a Lamport clock:
 * every local move carries the next sequence number; a window takes a message only when it is newer than what it
 * shows (ties go to the higher sender id), so two crossing moves end on the same slide in both windows, and a
 * move applied from the other window is not sent back (no ping-pong). Pure, so it is tested without windows.
 */
export interface PresentationState {
  path: string;
  cover: ScreenCover;
}

export interface SyncMessage {
  kind: 'state';
  sender: string;
  seq: number;
  state: PresentationState;
}

/** Sent by a window that has just opened, so the other answers with where it is. */
interface HelloMessage {
  kind: 'hello';
  sender: string;
}

export interface SyncClock {
  sender: string;
  seq: number;
  /** Who sent the state shown now (for ties). */
  shownBy: string;
  /** What this window shows now, as far as the rule knows. */
  shown: PresentationState;
}

/** A window opens quietly where its URL says, and asks the other (hello) where it is. */
export const startClock = (sender: string, shown: PresentationState): SyncClock => ({
  sender,
  seq: 0,
  shownBy: sender,
  shown,
});

const sameState = (a: PresentationState, b: PresentationState) => a.path === b.path && a.cover === b.cover;

/** This window now shows `state`: a message for the other window, unless it is what the rule already knows. */
export function localChange(
  clock: SyncClock,
  state: PresentationState,
): { clock: SyncClock; message: SyncMessage | null } {
  if (sameState(clock.shown, state)) return { clock, message: null };
  const seq = clock.seq + 1;
  return {
    clock: { ...clock, seq, shownBy: clock.sender, shown: state },
    message: { kind: 'state', sender: clock.sender, seq, state },
  };
}

/** A message from the other window: the state to show, or null when it is this window's own, stale or the same. */
export function remoteMessage(
  clock: SyncClock,
  message: SyncMessage,
): { clock: SyncClock; apply: PresentationState | null } {
  if (message.sender === clock.sender) return { clock, apply: null };
  // A window that has not moved yet follows the other's answer to its hello, whatever its number.
  const newer =
    clock.seq === 0 || message.seq > clock.seq || (message.seq === clock.seq && message.sender > clock.shownBy);
  if (!newer) return { clock, apply: null };
  const next = { ...clock, seq: message.seq, shownBy: message.sender, shown: message.state };
  return { clock: next, apply: sameState(clock.shown, message.state) ? null : message.state };
}

/** The answer to a newly opened window: where this one is, at its current sequence number. */
export function answerHello(clock: SyncClock): SyncMessage {
  return { kind: 'state', sender: clock.sender, seq: clock.seq, state: clock.shown };
}

export function isSyncMessage(data: unknown): data is SyncMessage | HelloMessage {
  if (!data || typeof data !== 'object') return false;
  const message = data as {
    kind?: unknown;
    sender?: unknown;
    seq?: unknown;
    state?: { path?: unknown; cover?: unknown };
  };
  if (typeof message.sender !== 'string') return false;
  if (message.kind === 'hello') return true;
  return (
    message.kind === 'state' &&
    typeof message.seq === 'number' &&
    typeof message.state?.path === 'string' &&
    typeof message.state.cover === 'string' &&
    ['none', 'black', 'white'].includes(message.state.cover)
  );
}

/**
 * The presenter plays, pauses and seeks a slide's recording in the projector window, over the same channel. A command
 * names the slide's path and the recording's address, so one meant for a slide the projector has left does nothing.
 */
export type MediaCommand = { action: 'play' } | { action: 'pause' } | { action: 'seek'; time: number };

export interface MediaCommandMessage {
  kind: 'media';
  sender: string;
  path: string;
  url: string;
  command: MediaCommand;
}

/** Where a recording on the projector is: what the presenter shows as position / duration. */
export interface RecordingStatus {
  url: string;
  currentTime: number;
  /** Null until the projector knows it (metadata not loaded). */
  duration: number | null;
  playing: boolean;
}

/** The projector's answer after every change of its recordings, and to a presenter asking (`media-query`). */
export interface MediaStatusMessage {
  kind: 'media-status';
  sender: string;
  path: string;
  recordings: RecordingStatus[];
}

export interface MediaQueryMessage {
  kind: 'media-query';
  sender: string;
  path: string;
}

export type MediaMessage = MediaCommandMessage | MediaStatusMessage | MediaQueryMessage;

const isRecordingStatus = (value: unknown): value is RecordingStatus => {
  const status = value as Partial<RecordingStatus> | null;
  return (
    typeof status?.url === 'string' &&
    typeof status.currentTime === 'number' &&
    (status.duration === null || typeof status.duration === 'number') &&
    typeof status.playing === 'boolean'
  );
};

const isMediaCommand = (value: unknown): value is MediaCommand => {
  const command = value as { action?: unknown; time?: unknown } | null;
  if (command?.action === 'play' || command?.action === 'pause') return true;
  return command?.action === 'seek' && typeof command.time === 'number' && Number.isFinite(command.time);
};

export function isMediaMessage(data: unknown): data is MediaMessage {
  const message = data as Partial<Record<string, unknown>> | null;
  if (!message || typeof message !== 'object') return false;
  if (typeof message.sender !== 'string' || typeof message.path !== 'string') return false;
  switch (message.kind) {
    case 'media':
      return typeof message.url === 'string' && isMediaCommand(message.command);
    case 'media-status':
      return Array.isArray(message.recordings) && message.recordings.every(isRecordingStatus);
    case 'media-query':
      return true;
    default:
      return false;
  }
}

/** The part of an <audio> element a command drives. */
type CommandedMedia = Pick<HTMLMediaElement, 'play' | 'pause' | 'currentTime' | 'duration'>;

/** Carries out a presenter's command on the projector's element; a seek stays within the recording. */
export function applyMediaCommand(media: CommandedMedia, command: MediaCommand): void {
  switch (command.action) {
    case 'play':
      // A refused play() (autoplay rules before any click in the projector window) leaves it paused.
      void Promise.resolve(media.play()).catch(() => undefined);
      break;
    case 'pause':
      media.pause();
      break;
    case 'seek': {
      const end = Number.isFinite(media.duration) ? media.duration : Number.POSITIVE_INFINITY;
      media.currentTime = Math.min(Math.max(command.time, 0), end);
      break;
    }
  }
}

/** What the presenter is told about one of the projector's elements. */
export function recordingStatus(
  url: string,
  media: Pick<HTMLMediaElement, 'currentTime' | 'duration' | 'paused' | 'ended'>,
): RecordingStatus {
  return {
    url,
    currentTime: media.currentTime,
    duration: Number.isFinite(media.duration) && media.duration > 0 ? media.duration : null,
    playing: !media.paused && !media.ended,
  };
}

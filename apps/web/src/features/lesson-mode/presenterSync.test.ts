import { describe, expect, it, vi } from 'vitest';
import {
  answerHello,
  applyMediaCommand,
  isMediaMessage,
  isSyncMessage,
  recordingStatus,
  localChange,
  remoteMessage,
  startClock,
  type PresentationState,
  type SyncClock,
  type SyncMessage,
} from './presenterSync';

const at = (path: string, cover: PresentationState['cover'] = 'none'): PresentationState => ({ path, cover });

/** Two windows joined by a channel that delivers only when told to, so crossing messages can be staged. */
function twoWindows() {
  const windows: Record<'projector' | 'presenter', { clock: SyncClock; shows: PresentationState; sent: number }> = {
    projector: { clock: startClock('b-projector', at('/s/1')), shows: at('/s/1'), sent: 0 },
    presenter: { clock: startClock('a-presenter', at('/s/1')), shows: at('/s/1'), sent: 0 },
  };
  const inFlight: { to: 'projector' | 'presenter'; message: SyncMessage }[] = [];
  const other = (name: 'projector' | 'presenter') => (name === 'projector' ? 'presenter' : 'projector');
  /** The window shows `state` (a key, a click, or a message applied): its rule decides whether to tell the other. */
  const show = (name: 'projector' | 'presenter', state: PresentationState) => {
    const window = windows[name];
    window.shows = state;
    const result = localChange(window.clock, state);
    window.clock = result.clock;
    if (result.message) {
      window.sent += 1;
      inFlight.push({ to: other(name), message: result.message });
    }
  };
  const deliver = () => {
    while (inFlight.length) {
      const { to, message } = inFlight.shift()!;
      const result = remoteMessage(windows[to].clock, message);
      windows[to].clock = result.clock;
      if (result.apply) show(to, result.apply);
    }
  };
  return { windows, show, deliver };
}

describe('presenter and projector in step', () => {
  it('follows a move made in either window, without sending it back', () => {
    const { windows, show, deliver } = twoWindows();
    show('projector', at('/s/2'));
    deliver();
    expect(windows.presenter.shows).toEqual(at('/s/2'));
    show('presenter', at('/s/3', 'black'));
    deliver();
    expect(windows.projector.shows).toEqual(at('/s/3', 'black'));
    // One message per move: the window that followed did not echo it.
    expect([windows.projector.sent, windows.presenter.sent]).toEqual([1, 1]);
  });

  it('ends both windows on the same slide when two moves cross', () => {
    const { windows, show, deliver } = twoWindows();
    show('projector', at('/s/4'));
    show('presenter', at('/s/7'));
    deliver();
    expect(windows.projector.shows).toEqual(windows.presenter.shows);
    // The tie goes to the higher sender id.
    expect(windows.projector.shows).toEqual(at('/s/4'));
  });

  it('ignores its own messages and stale ones', () => {
    const clock = startClock('me', at('/s/1'));
    const moved = localChange(clock, at('/s/2'));
    expect(remoteMessage(moved.clock, moved.message!).apply).toBeNull();
    const later = localChange(moved.clock, at('/s/3')).clock;
    const stale: SyncMessage = { kind: 'state', sender: 'other', seq: 1, state: at('/s/9') };
    expect(remoteMessage(later, stale).apply).toBeNull();
    expect(localChange(later, at('/s/3')).message).toBeNull();
  });

  it('brings a newly opened window to where the other one is', () => {
    let projector = startClock('projector', at('/s/1'));
    for (const path of ['/s/2', '/s/3']) projector = localChange(projector, at(path)).clock;
    const presenter = startClock('presenter', at('/s/1'));
    const answer = answerHello(projector);
    const result = remoteMessage(presenter, answer);
    expect(result.apply).toEqual(at('/s/3'));
    // And a window that has not moved takes the other's answer even at the same number.
    expect(remoteMessage(startClock('z', at('/s/1')), answerHello(startClock('a', at('/s/5')))).apply).toEqual(
      at('/s/5'),
    );
  });

  it('accepts only well-formed messages from the channel', () => {
    expect(isSyncMessage({ kind: 'hello', sender: 'x' })).toBe(true);
    expect(isSyncMessage({ kind: 'state', sender: 'x', seq: 2, state: at('/s/1', 'white') })).toBe(true);
    expect(isSyncMessage({ kind: 'state', sender: 'x', seq: 2, state: { path: '/s/1', cover: 'red' } })).toBe(false);
    expect(isSyncMessage({ kind: 'state', sender: 'x', state: at('/s/1') })).toBe(false);
    expect(isSyncMessage('hello')).toBe(false);
    expect(isSyncMessage(null)).toBe(false);
  });
});

/** A stand-in for the projector's <audio>: what a command changes, and calls to play and pause. */
function fakeAudio(duration = 90) {
  return {
    currentTime: 0,
    duration,
    paused: true,
    ended: false,
    play: vi.fn(function (this: { paused: boolean }) {
      this.paused = false;
      return Promise.resolve();
    }),
    pause: vi.fn(function (this: { paused: boolean }) {
      this.paused = true;
    }),
  };
}

describe("the presenter's remote for the projector's recordings", () => {
  it('plays, pauses and seeks the element, keeping a seek within the recording', () => {
    const audio = fakeAudio(90);
    applyMediaCommand(audio, { action: 'play' });
    expect(audio.play).toHaveBeenCalledTimes(1);
    expect(recordingStatus('/uploads/march.mp3', audio)).toEqual({
      url: '/uploads/march.mp3',
      currentTime: 0,
      duration: 90,
      playing: true,
    });
    applyMediaCommand(audio, { action: 'seek', time: 42.5 });
    expect(audio.currentTime).toBe(42.5);
    applyMediaCommand(audio, { action: 'seek', time: 500 });
    expect(audio.currentTime).toBe(90);
    applyMediaCommand(audio, { action: 'seek', time: -10 });
    expect(audio.currentTime).toBe(0);
    applyMediaCommand(audio, { action: 'pause' });
    expect(audio.pause).toHaveBeenCalledTimes(1);
    expect(recordingStatus('/uploads/march.mp3', audio).playing).toBe(false);
  });

  it('survives a play the browser refuses, and reports no duration before the metadata', async () => {
    const audio = { ...fakeAudio(Number.NaN), play: vi.fn(() => Promise.reject(new Error('NotAllowedError'))) };
    expect(() => applyMediaCommand(audio, { action: 'play' })).not.toThrow();
    await Promise.resolve();
    applyMediaCommand(audio, { action: 'seek', time: 12 });
    expect(audio.currentTime).toBe(12);
    expect(recordingStatus('/a.mp3', audio).duration).toBeNull();
  });

  it('accepts only well-formed media messages, apart from the slides and covers', () => {
    const base = { sender: 'x', path: '/s/1' };
    expect(isMediaMessage({ ...base, kind: 'media', url: '/a.mp3', command: { action: 'play' } })).toBe(true);
    expect(isMediaMessage({ ...base, kind: 'media', url: '/a.mp3', command: { action: 'seek', time: 3 } })).toBe(true);
    expect(isMediaMessage({ ...base, kind: 'media', url: '/a.mp3', command: { action: 'seek' } })).toBe(false);
    expect(isMediaMessage({ ...base, kind: 'media', url: '/a.mp3', command: { action: 'stop' } })).toBe(false);
    expect(
      isMediaMessage({
        ...base,
        kind: 'media-status',
        recordings: [{ url: '/a.mp3', currentTime: 1, duration: null, playing: false }],
      }),
    ).toBe(true);
    expect(isMediaMessage({ ...base, kind: 'media-status', recordings: [{ url: '/a.mp3' }] })).toBe(false);
    expect(isMediaMessage({ ...base, kind: 'media-query' })).toBe(true);
    expect(isMediaMessage({ kind: 'media-query', sender: 'x' })).toBe(false);
    // The slide-and-cover messages are not media messages, nor the other way round.
    expect(isMediaMessage({ kind: 'state', sender: 'x', seq: 1, state: at('/s/1') })).toBe(false);
    expect(isSyncMessage({ ...base, kind: 'media', url: '/a.mp3', command: { action: 'play' } })).toBe(false);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { hostPlayer } from './videoHost';
import { applySync, syncStep } from './videoSync';

const ORIGIN = 'https://player.vimeo.com';

/** A fake embedded player: the frame's window records what the page posts; `say` is the player talking back. */
function fakeFrame() {
  const contentWindow = { postMessage: vi.fn() };
  const page = new EventTarget();
  const say = (message: object, origin = ORIGIN, source: unknown = contentWindow) =>
    page.dispatchEvent(Object.assign(new Event('message'), { origin, source, data: JSON.stringify(message) }));
  const posted = () => contentWindow.postMessage.mock.calls.map(([message]) => JSON.parse(message as string));
  return { frame: { contentWindow }, page: page as unknown as Window, say, posted, contentWindow };
}

describe('hostPlayer: a host video driven through its player API', () => {
  it("follows the player's events, and again once it announces it is ready", () => {
    const { frame, page, say, posted, contentWindow } = fakeFrame();
    hostPlayer(frame, page);
    expect(posted().map((message) => message.value)).toEqual([
      'timeupdate',
      'play',
      'pause',
      'ended',
      'seeked',
      'playbackratechange',
    ]);
    expect(contentWindow.postMessage.mock.calls[0][1]).toBe(ORIGIN);
    contentWindow.postMessage.mockClear();
    say({ event: 'ready' });
    expect(posted()).toHaveLength(6);
  });

  it('tells the time the player reports, running on with the clock while it plays', () => {
    const { frame, page, say } = fakeFrame();
    let clock = 1000;
    const player = hostPlayer(frame, page, () => clock);
    expect(player.paused).toBe(true);
    say({ event: 'timeupdate', data: { seconds: 4, percent: 0.1, duration: 40 } });
    clock += 500;
    expect(player.currentTime).toBe(4);
    say({ event: 'play', data: { seconds: 4 } });
    clock += 250;
    expect(player.paused).toBe(false);
    expect(player.currentTime).toBeCloseTo(4.25);
    say({ event: 'pause', data: { seconds: 4.3 } });
    clock += 1000;
    expect(player.currentTime).toBe(4.3);
  });

  it('ignores messages from other origins and other frames', () => {
    const { frame, page, say } = fakeFrame();
    const player = hostPlayer(frame, page, () => 0);
    say({ event: 'timeupdate', data: { seconds: 9 } }, 'https://evil.example');
    say({ event: 'timeupdate', data: { seconds: 9 } }, ORIGIN, {});
    expect(player.currentTime).toBe(0);
  });

  it('seeks, changes speed (only when it changes), plays and pauses through the player', () => {
    const { frame, page, posted, contentWindow } = fakeFrame();
    const player = hostPlayer(frame, page, () => 0);
    contentWindow.postMessage.mockClear();
    player.currentTime = 12.5;
    player.playbackRate = 1.2;
    player.playbackRate = 1.2;
    player.play();
    player.pause();
    expect(posted()).toEqual([
      { method: 'setCurrentTime', value: 12.5 },
      { method: 'setPlaybackRate', value: 1.2 },
      { method: 'play' },
      { method: 'pause' },
    ]);
    expect(player.currentTime).toBe(12.5);
  });

  it('stops listening when destroyed', () => {
    const { frame, page, say } = fakeFrame();
    const player = hostPlayer(frame, page, () => 0);
    player.destroy();
    say({ event: 'timeupdate', data: { seconds: 3 } });
    expect(player.currentTime).toBe(0);
  });

  it('is kept in step by the sync rule: started with the leader, then sought when more than 1 s behind', () => {
    const leader = fakeFrame();
    const follower = fakeFrame();
    let clock = 0;
    const main = hostPlayer(leader.frame, leader.page, () => clock);
    const second = hostPlayer(follower.frame, follower.page, () => clock);
    leader.say({ event: 'play', data: { seconds: 0 } });
    follower.contentWindow.postMessage.mockClear();

    applySync(second, syncStep(main, second));
    expect(follower.posted()).toEqual([{ method: 'play' }]);
    clock += 2000; // the follower's player stalled, reporting nothing
    follower.say({ event: 'timeupdate', data: { seconds: 0.4 } });
    applySync(second, syncStep(main, second));
    expect(follower.posted().at(-1)).toEqual({ method: 'setCurrentTime', value: 2 });
    expect(Math.abs(main.currentTime - second.currentTime)).toBeLessThan(0.3);
  });
});

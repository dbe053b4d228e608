import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostPlayer, pauseHostVideo } from './hostPlayer';
import { applySync, syncStep } from './videoSync';

const ORIGIN = 'https://player.vimeo.com';

/**
 * An embedded host video as the page sees it: an iframe of the host's player. The host is outside the product, so
 * the frame's side is played here: `posted` is what the page's player library sent it, `say` is the player talking.
 */
function hostFrame(id = '76979871') {
  const frame = document.createElement('iframe');
  frame.src = `${ORIGIN}/video/${id}?dnt=1`;
  document.body.append(frame);
  const contentWindow = frame.contentWindow!;
  const postMessage = vi.spyOn(contentWindow, 'postMessage').mockImplementation(() => undefined);
  const say = (data: object, origin = ORIGIN, source: Window = contentWindow) =>
    window.dispatchEvent(new MessageEvent('message', { origin, source, data }));
  const posted = () =>
    postMessage.mock.calls.map(([message]) => (typeof message === 'string' ? JSON.parse(message) : message));
  return { frame, say, posted, postMessage };
}

/** Lets the player library's promises (ready, method calls) settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A frame whose player has announced it is ready, driven through hostPlayer. */
async function readyPlayer(now: () => number = () => 0) {
  const host = hostFrame();
  const player = await hostPlayer(host.frame, now);
  host.say({ event: 'ready' });
  await settle();
  return { ...host, player };
}

afterEach(() => document.body.replaceChildren());

describe("hostPlayer: a host video driven through the host's player library", () => {
  it("subscribes to the player's events once it is ready, posting to the player's origin", async () => {
    const { posted, postMessage } = await readyPlayer();
    const subscribed = posted().filter((message) => message.method === 'addEventListener');
    expect(subscribed.map((message) => message.value).sort()).toEqual(
      ['ended', 'pause', 'play', 'playbackratechange', 'seeked', 'timeupdate'].sort(),
    );
    expect(postMessage.mock.calls.at(-1)?.[1]).toBe(ORIGIN);
  });

  it('tells the time the player reports, running on with the clock while it plays', async () => {
    let clock = 1000;
    const { say, player } = await readyPlayer(() => clock);
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
    say({ event: 'playbackratechange', data: { playbackRate: 2 } });
    expect(player.playbackRate).toBe(2);
  });

  it('ignores messages from other origins and other frames', async () => {
    const { say, player } = await readyPlayer();
    const other = hostFrame('1');
    say({ event: 'timeupdate', data: { seconds: 9 } }, 'https://evil.example');
    say({ event: 'timeupdate', data: { seconds: 9 } }, ORIGIN, other.frame.contentWindow!);
    expect(player.currentTime).toBe(0);
  });

  it('seeks, changes speed (only when it changes), plays and pauses through the player', async () => {
    const { posted, postMessage, player } = await readyPlayer();
    postMessage.mockClear();
    player.currentTime = 12.5;
    player.playbackRate = 1.2;
    player.playbackRate = 1.2;
    player.play();
    player.pause();
    await settle();
    expect(posted()).toEqual([
      { method: 'setCurrentTime', value: 12.5 },
      { method: 'setPlaybackRate', value: 1.2 },
      { method: 'play', value: {} },
      { method: 'pause', value: {} },
    ]);
    expect(player.currentTime).toBe(12.5);
  });

  it('stops following the player when destroyed, and leaves its frame in place', async () => {
    const { frame, say, player } = await readyPlayer();
    player.destroy();
    say({ event: 'timeupdate', data: { seconds: 3 } });
    expect(player.currentTime).toBe(0);
    expect(frame.isConnected).toBe(true);
  });

  it('is kept in step by the sync rule: started with the leader, then sought when more than 1 s behind', async () => {
    let clock = 0;
    const leader = await readyPlayer(() => clock);
    const follower = await readyPlayer(() => clock);
    leader.say({ event: 'play', data: { seconds: 0 } });
    follower.postMessage.mockClear();

    applySync(follower.player, syncStep(leader.player, follower.player));
    await settle();
    expect(follower.posted()).toEqual([{ method: 'play', value: {} }]);
    clock += 2000; // the follower's player stalled, reporting nothing
    follower.say({ event: 'timeupdate', data: { seconds: 0.4 } });
    applySync(follower.player, syncStep(leader.player, follower.player));
    await settle();
    expect(follower.posted().at(-1)).toEqual({ method: 'setCurrentTime', value: 2 });
    expect(Math.abs(leader.player.currentTime - follower.player.currentTime)).toBeLessThan(0.3);
  });

  it('pauses the video in a frame (a blank screen)', async () => {
    const { posted, postMessage, frame } = await readyPlayer();
    postMessage.mockClear();
    await Promise.race([pauseHostVideo(frame), settle()]);
    await settle();
    expect(posted()).toEqual([{ method: 'pause', value: {} }]);
  });
});

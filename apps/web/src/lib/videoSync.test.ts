import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepInSync, syncStep, VIDEO_SYNC } from './videoSync';

const player = (currentTime: number, paused = false, playbackRate = 1) => ({
  currentTime,
  paused,
  playbackRate,
  play() {
    this.paused = false;
  },
  pause() {
    this.paused = true;
  },
});

describe('syncStep (SPEC §9 video sync constants)', () => {
  it('leaves a follower within 0.3 s alone, and restores its rate', () => {
    expect(syncStep(player(10), player(9.8))).toEqual({ kind: 'none', rate: 1 });
    expect(syncStep(player(10), player(10.25, false, 1.1))).toEqual({ kind: 'rate', rate: 1 });
  });

  it('speeds up a follower that is behind and slows one that is ahead, never by more than 0.2', () => {
    const behind = syncStep(player(10), player(9.5));
    expect(behind.kind).toBe('rate');
    expect((behind as { rate: number }).rate).toBeGreaterThan(1);
    expect((behind as { rate: number }).rate).toBeLessThanOrEqual(1 + VIDEO_SYNC.maxRateAdjustment);
    const ahead = syncStep(player(10), player(10.6));
    expect((ahead as { rate: number }).rate).toBeLessThan(1);
    expect((ahead as { rate: number }).rate).toBeGreaterThanOrEqual(1 - VIDEO_SYNC.maxRateAdjustment);
    expect(syncStep(player(10), player(9))).toEqual({ kind: 'rate', rate: 1.2 });
  });

  it('seeks when more than 1 s out', () => {
    expect(syncStep(player(10), player(8.5))).toEqual({ kind: 'seek', to: 10, rate: 1 });
    expect(syncStep(player(10), player(11.2))).toEqual({ kind: 'seek', to: 10, rate: 1 });
  });

  it('pauses and plays with the leader', () => {
    expect(syncStep(player(10, true), player(10))).toEqual({ kind: 'pause' });
    expect(syncStep(player(10, false), player(10, true))).toEqual({ kind: 'play' });
  });
});

describe('keepInSync with a fake clock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks every 0.1 s and brings a drifting follower back within the drift', () => {
    const leader = player(0);
    const follower = player(0);
    const stop = keepInSync(leader, follower, globalThis);
    // Simulate a minute of playback where the follower's decoder runs 3% slow.
    for (let tick = 0; tick < 600; tick += 1) {
      leader.currentTime += 0.1;
      follower.currentTime += 0.1 * 0.97 * follower.playbackRate;
      vi.advanceTimersByTime(100);
    }
    stop();
    // Unsynchronised it would be 1.8 s behind by now; chasing holds it just past the 0.3 s tolerance.
    expect(leader.currentTime - follower.currentTime).toBeLessThan(0.45);
    expect(follower.playbackRate).toBeGreaterThan(1);
    const before = follower.playbackRate;
    vi.advanceTimersByTime(1000);
    expect(follower.playbackRate).toBe(before); // stopped: no more adjustments
  });
});

/**
 * Two videos of one performance filmed from two angles (SPEC-GUIDE §3 slide `videos` with `film_setup`), kept in step:
 * the follower chases the leader using the SPEC-GUIDE §9 constants. Pure: a player is anything with a clock, a rate and
 * a seek, so the rule is testable with a fake clock and drives both HTML5 video and host players.
 */
export const VIDEO_SYNC = {
  /** Below this drift (s) the follower plays at normal speed. */
  drift: 0.3,
  /** Above this drift (s) the rate is pushed to its limit. */
  maxDrift: 1,
  /** The follower is checked at least this often (s). */
  minCheck: 0.1,
  /** At most this far from 1 is the follower's playback rate moved. */
  maxRateAdjustment: 0.2,
  /** Further behind (or ahead) than this (s), the follower jumps instead of chasing. */
  maxCatchUp: 1,
} as const;

export interface SyncablePlayer {
  currentTime: number;
  playbackRate: number;
  paused: boolean;
}

type SyncAction =
  | { kind: 'none'; rate: 1 }
  | { kind: 'rate'; rate: number }
  | { kind: 'seek'; to: number; rate: 1 }
  | { kind: 'pause' }
  | { kind: 'play' };

/**
 * What to do to the follower now. Drift within `drift`: play at 1. Drift up to `maxCatchUp`: speed up or slow down in
 * proportion, at most `maxRateAdjustment` (reached at `maxDrift`). Beyond `maxCatchUp`: seek to the leader.
 * The follower also pauses and plays with the leader.
 */
export function syncStep(leader: SyncablePlayer, follower: SyncablePlayer): SyncAction {
  if (leader.paused !== follower.paused) return leader.paused ? { kind: 'pause' } : { kind: 'play' };
  const behind = leader.currentTime - follower.currentTime;
  const distance = Math.abs(behind);
  if (distance > VIDEO_SYNC.maxCatchUp) return { kind: 'seek', to: leader.currentTime, rate: 1 };
  if (distance <= VIDEO_SYNC.drift)
    return follower.playbackRate === 1 ? { kind: 'none', rate: 1 } : { kind: 'rate', rate: 1 };
  const share = Math.min(1, (distance - VIDEO_SYNC.drift) / (VIDEO_SYNC.maxDrift - VIDEO_SYNC.drift));
  const adjustment = Math.max(0.05, share) * VIDEO_SYNC.maxRateAdjustment;
  const rate = Math.round((1 + Math.sign(behind) * adjustment) * 1000) / 1000;
  return { kind: 'rate', rate };
}

/** Applies a step to a player (HTML5 video has exactly these members). */
export function applySync(follower: SyncablePlayer & { play(): unknown; pause(): unknown }, action: SyncAction): void {
  switch (action.kind) {
    case 'pause':
      follower.pause();
      return;
    case 'play':
      void follower.play();
      return;
    case 'seek':
      follower.currentTime = action.to;
      follower.playbackRate = 1;
      return;
    case 'rate':
      follower.playbackRate = action.rate;
      return;
    default:
  }
}

/** Keeps `follower` in step with `leader`, checking every `minCheck` seconds. Returns a stop function. */
export function keepInSync(
  leader: SyncablePlayer,
  follower: SyncablePlayer & { play(): unknown; pause(): unknown },
  timers: { setInterval: typeof setInterval; clearInterval: typeof clearInterval } = globalThis,
): () => void {
  const handle = timers.setInterval(() => applySync(follower, syncStep(leader, follower)), VIDEO_SYNC.minCheck * 1000);
  return () => timers.clearInterval(handle);
}

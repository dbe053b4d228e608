import { describe, expect, it } from 'vitest';
import {
  audioPlayerReducer,
  canRewind,
  formatClock,
  initialAudioPlayerState,
  parseSpeed,
  remainingTime,
  type AudioPlayerEvent,
} from './audioPlayer';

const run = (...events: AudioPlayerEvent[]) => events.reduce(audioPlayerReducer, initialAudioPlayerState);

describe('audio player states (SPEC §4, §9)', () => {
  it("shows '--:--' until the metadata gives a duration, then the remaining time as mm:ss", () => {
    expect(remainingTime(initialAudioPlayerState)).toBe('--:--');
    expect(remainingTime(run({ type: 'metadata', duration: Number.NaN }))).toBe('--:--');
    expect(remainingTime(run({ type: 'metadata', duration: 75.2 }))).toBe('01:16');
    expect(
      remainingTime(run({ type: 'metadata', duration: 75.2 }, { type: 'play' }, { type: 'tick', currentTime: 15.7 })),
    ).toBe('01:00');
    expect(formatClock(4500)).toBe('75:00');
  });

  it('offers rewind only when paused part-way through', () => {
    const playing = run({ type: 'metadata', duration: 10 }, { type: 'play' }, { type: 'tick', currentTime: 3 });
    expect(playing.status).toBe('playing');
    expect(canRewind(playing)).toBe(false);
    const paused = audioPlayerReducer(playing, { type: 'pause' });
    expect(canRewind(paused)).toBe(true);
    const rewound = audioPlayerReducer(paused, { type: 'rewind' });
    expect(rewound.currentTime).toBe(0);
    expect(canRewind(rewound)).toBe(false);
    expect(canRewind(run({ type: 'pause' }))).toBe(false);
  });

  it('becomes paused and rewinds at the end', () => {
    const ended = run(
      { type: 'metadata', duration: 10 },
      { type: 'play' },
      { type: 'tick', currentTime: 10 },
      { type: 'ended' },
    );
    expect(ended).toMatchObject({ status: 'paused', currentTime: 0 });
    expect(remainingTime(ended)).toBe('00:10');
    expect(canRewind(ended)).toBe(false);
  });

  it('plays at 1 by default and accepts only the speeds 0.75, 1 and 1.5', () => {
    expect(initialAudioPlayerState.speed).toBe(1);
    expect(run({ type: 'speed', speed: parseSpeed('1.5') }).speed).toBe(1.5);
    expect(parseSpeed('0.75')).toBe(0.75);
    expect(parseSpeed('2')).toBe(1);
    expect(run({ type: 'loop', loop: true }).loop).toBe(true);
  });
});

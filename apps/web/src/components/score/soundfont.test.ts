import abcjs from 'abcjs';
import { describe, expect, it } from 'vitest';
import songs from '../../../../cms/src/seed/data/songs.json';
import { TRANSPOSE_LIMIT } from './scoreInfo';
import { noteName, soundfontPrecache } from './soundfont';

/** The MIDI pitches abcjs's synth plays for a tune (key signature and accidentals applied). */
function pitchesOf(abc: string): number[] {
  const [tune] = abcjs.parseOnly(abc);
  const { tracks } = tune.setUpAudio({}) as unknown as { tracks: { cmd: string; pitch?: number }[][] };
  return tracks.flat().flatMap((event) => (event.cmd === 'note' && event.pitch !== undefined ? [event.pitch] : []));
}

describe('the score player’s own piano', () => {
  it('is precached by the offline worker for every note of every demo song, in every key a teacher may choose', () => {
    const precached = new Set(soundfontPrecache().map((entry) => entry.url));
    const missing = new Set<string>();
    for (const song of songs as { key: string; abc: string }[]) {
      for (const pitch of pitchesOf(song.abc)) {
        for (let shift = -TRANSPOSE_LIMIT; shift <= TRANSPOSE_LIMIT; shift++) {
          const url = `/soundfont/acoustic_grand_piano-mp3/${noteName(pitch + shift)}.mp3`;
          if (!precached.has(url)) missing.add(`${song.key}: ${url}`);
        }
      }
    }
    expect(songs.length).toBeGreaterThanOrEqual(12);
    expect([...missing]).toEqual([]);
  });
});

import { Mp3Encoder } from '@breezystack/lamejs';
import type { Plugin } from 'vite';
import { soundfontFile, soundfontNotes } from './soundfont';

const SAMPLE_RATE = 22_050;
const SECONDS = 2;
const KBPS = 48;
/** A struck string: partials that fade faster the higher they are. */
const PARTIALS = [1, 0.45, 0.25, 0.14, 0.08, 0.05];

/** One note of the additive piano, as 16-bit samples. */
function pianoNote(midi: number): Int16Array {
  const frequency = 440 * 2 ** ((midi - 69) / 12);
  const samples = new Int16Array(SAMPLE_RATE * SECONDS);
  const total = PARTIALS.reduce((sum, amplitude) => sum + amplitude, 0);
  for (let i = 0; i < samples.length; i += 1) {
    const t = i / SAMPLE_RATE;
    const attack = Math.min(1, t / 0.006);
    const release = Math.min(1, (SECONDS - t) / 0.05);
    let value = 0;
    PARTIALS.forEach((amplitude, index) => {
      const partial = frequency * (index + 1);
      if (partial >= SAMPLE_RATE / 2) return;
      value += amplitude * Math.exp(-t * (1.6 + index * 1.2)) * Math.sin(2 * Math.PI * partial * t);
    });
    samples[i] = Math.round((value / total) * attack * release * 0.85 * 32_767);
  }
  return samples;
}

function encodeMp3(samples: Int16Array): Uint8Array {
  const encoder = new Mp3Encoder(1, SAMPLE_RATE, KBPS);
  const parts: Uint8Array[] = [];
  for (let i = 0; i < samples.length; i += 1152) parts.push(encoder.encodeBuffer(samples.subarray(i, i + 1152)));
  parts.push(encoder.flush());
  const bytes = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

/** Writes the score player's sound files into the build (src/components/score/soundfont.ts names them). */
export function soundfontPlugin(): Plugin {
  return {
    name: 'score-soundfont',
    // The development server makes each note when it is asked for.
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const midi = soundfontNotes().find((note) => request.url === `/${soundfontFile(note)}`);
        if (midi === undefined) return next();
        response.setHeader('Content-Type', 'audio/mpeg');
        response.end(encodeMp3(pianoNote(midi)));
      });
    },
    generateBundle() {
      for (const midi of soundfontNotes()) {
        this.emitFile({ type: 'asset', fileName: soundfontFile(midi), source: encodeMp3(pianoNote(midi)) });
      }
    },
  };
}

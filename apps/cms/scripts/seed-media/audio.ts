import fs from 'node:fs/promises';
import type { Melody, Timbre } from '../../src/seed/media/catalogue';

const SAMPLE_RATE = 22050;

// Relative strengths of the first harmonics: enough to tell the timbres apart by ear.
const HARMONICS: Record<Timbre, number[]> = {
  flute: [1, 0.25, 0.08],
  strings: [1, 0.5, 0.33, 0.25, 0.2],
  marimba: [1, 0, 0.15, 0, 0.05],
  brass: [1, 0.7, 0.5, 0.35, 0.2],
  bell: [1, 0.3, 0.45, 0.1, 0.25],
};

// Marimba and bell die away; the others hold the note.
const DECAYING: Record<Timbre, boolean> = { flute: false, strings: false, marimba: true, brass: false, bell: true };

const frequencyOf = (pitch: number): number => 440 * 2 ** ((pitch - 69) / 12);

function envelope(t: number, length: number, timbre: Timbre): number {
  const attack = Math.min(0.02, length / 4);
  const release = Math.min(0.08, length / 3);
  if (t < attack) return t / attack;
  if (DECAYING[timbre]) return Math.exp(-3.5 * (t - attack));
  if (t > length - release) return Math.max(0, (length - t) / release);
  return 0.85 + 0.15 * Math.exp(-6 * (t - attack));
}

/** A note to sound: MIDI pitch, start and length in seconds, loudness 0–127. */
export interface SoundedNote {
  pitch: number;
  start: number;
  duration: number;
  volume: number;
}

/** What a recording is played with: the notes, the timbre, an optional drone and beat click. */
export interface Performance {
  notes: SoundedNote[];
  timbre: Timbre;
  drone?: number;
  /** Seconds between clicks, when the recording keeps a click on every beat. */
  clickEvery?: number;
}

/** Renders the performance to mono floating-point samples in [-1, 1]. */
export function synthesise({ notes, timbre, drone, clickEvery }: Performance): Float32Array {
  const endSeconds = notes.reduce((end, note) => Math.max(end, note.start + note.duration), 0);
  const totalSeconds = endSeconds + 0.5; // half a second of ring-out
  const samples = new Float32Array(Math.ceil(totalSeconds * SAMPLE_RATE));
  const harmonics = HARMONICS[timbre];

  for (const { pitch, start, duration: length, volume } of notes) {
    const frequency = frequencyOf(pitch);
    const loudness = 0.32 * Math.min(1.4, volume / 90);
    const first = Math.floor(start * SAMPLE_RATE);
    const count = Math.floor(length * SAMPLE_RATE);
    for (let i = 0; i < count && first + i < samples.length; i++) {
      const t = i / SAMPLE_RATE;
      let value = 0;
      harmonics.forEach((strength, h) => {
        if (strength) value += strength * Math.sin(2 * Math.PI * frequency * (h + 1) * t);
      });
      // A touch of vibrato keeps held notes from sounding like a test tone.
      const vibrato = timbre === 'strings' || timbre === 'flute' ? 1 + 0.03 * Math.sin(2 * Math.PI * 5 * t) : 1;
      samples[first + i] += loudness * vibrato * value * envelope(t, length, timbre);
    }
  }

  if (drone !== undefined) {
    const frequency = frequencyOf(drone);
    for (let i = 0; i < samples.length; i++) {
      const t = i / SAMPLE_RATE;
      const fade = Math.min(1, t / 1.5, (totalSeconds - t) / 1.5);
      samples[i] += 0.1 * fade * (Math.sin(2 * Math.PI * frequency * t) + 0.3 * Math.sin(4 * Math.PI * frequency * t));
    }
  }

  if (clickEvery) {
    const beats = Math.floor(endSeconds / clickEvery);
    for (let beat = 0; beat < beats; beat++) {
      const first = Math.floor(beat * clickEvery * SAMPLE_RATE);
      for (let i = 0; i < 600 && first + i < samples.length; i++) {
        const t = i / SAMPLE_RATE;
        samples[first + i] += 0.18 * Math.exp(-90 * t) * Math.sin(2 * Math.PI * 1800 * t);
      }
    }
  }

  // Normalise so every recording plays at the same level, just under full scale.
  const peak = samples.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
  if (peak > 0) for (let i = 0; i < samples.length; i++) samples[i] *= 0.89 / peak;
  return samples;
}

/** The melody's notes, repeated until it lasts at least its minimum length. */
export function melodyPerformance(melody: Melody): Performance {
  const beatSeconds = 60 / melody.beatsPerMinute;
  const tuneSeconds = melody.notes.reduce((sum, [, beats]) => sum + beats * beatSeconds, 0);
  const repeats = Math.max(1, Math.ceil(melody.minimumSeconds / tuneSeconds));
  const notes: SoundedNote[] = [];
  let start = 0;
  for (let round = 0; round < repeats; round++) {
    for (const [pitch, beats] of melody.notes) {
      if (pitch !== null) notes.push({ pitch, start, duration: beats * beatSeconds, volume: 90 });
      start += beats * beatSeconds;
    }
  }
  return {
    notes,
    timbre: melody.timbre,
    drone: melody.drone,
    clickEvery: melody.beatClick ? beatSeconds : undefined,
  };
}

/** Renders the melody to mono floating-point samples in [-1, 1]. */
export const synthesiseMelody = (melody: Melody): Float32Array => synthesise(melodyPerformance(melody));

/** Encodes samples as a 16-bit PCM mono WAV file. */
export function encodeWav(samples: Float32Array): Buffer {
  const dataBytes = samples.length * 2;
  const wav = Buffer.alloc(44 + dataBytes);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(SAMPLE_RATE, 24);
  wav.writeUInt32LE(SAMPLE_RATE * 2, 28); // byte rate
  wav.writeUInt16LE(2, 32); // block align
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataBytes, 40);
  samples.forEach((value, i) => wav.writeInt16LE(Math.round(Math.max(-1, Math.min(1, value)) * 32767), 44 + i * 2));
  return wav;
}

/** Writes the performance as a WAV file and returns its length in seconds. */
export async function writePerformanceWav(filePath: string, performance: Performance): Promise<number> {
  const samples = synthesise(performance);
  await fs.writeFile(filePath, encodeWav(samples));
  return samples.length / SAMPLE_RATE;
}

/** Writes the melody as a WAV file and returns its length in seconds. */
export async function writeMelodyWav(filePath: string, melody: Melody): Promise<number> {
  const samples = synthesiseMelody(melody);
  await fs.writeFile(filePath, encodeWav(samples));
  return samples.length / SAMPLE_RATE;
}

import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import type { Film } from '../../src/seed/media/catalogue';
import type { TimedNote } from './score';
import { scorePng } from './score';

const run = promisify(execFile);
const WIDTH = 640;
const HEIGHT = 360;
/** How far the piano roll moves in a second: the playhead stays in the middle of the frame. */
const PIXELS_PER_SECOND = 120;

/** ffmpeg ships as a binary inside an npm package (@ffmpeg-installer/linux-x64): nothing is downloaded at seed time. */
function ffmpegPath(): string {
  return path.join(path.dirname(require.resolve('@ffmpeg-installer/linux-x64/package.json')), 'ffmpeg');
}

/** The song's notes as a long strip of coloured bars, higher notes higher, half a frame of space either side. */
async function pianoRollPng(notes: TimedNote[], seconds: number): Promise<Buffer> {
  const width = Math.ceil(seconds * PIXELS_PER_SECOND + WIDTH);
  const pitches = notes.map((note) => note.pitch);
  const low = Math.min(...pitches) - 2;
  const high = Math.max(...pitches) + 2;
  const rowHeight = (HEIGHT - 80) / (high - low);
  const colours = ['#e76f51', '#f4a261', '#e9c46a', '#2a9d8f', '#264653', '#8ab17d', '#b5838d'];
  const bars = notes
    .filter((note) => note.start < seconds)
    .map((note) => {
      const x = WIDTH / 2 + note.start * PIXELS_PER_SECOND;
      const y = 40 + (high - note.pitch) * rowHeight;
      const colour = colours[note.pitch % colours.length];
      return `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${Math.max(6, note.duration * PIXELS_PER_SECOND - 4).toFixed(1)}" height="${(rowHeight * 0.9).toFixed(1)}" rx="4" fill="${colour}"/>`;
    })
    .join('');
  const lines = Array.from({ length: high - low }, (_, i) =>
    (low + i) % 12 === 0
      ? `<line x1="0" x2="${width}" y1="${40 + (high - low - i) * rowHeight}" y2="${40 + (high - low - i) * rowHeight}" stroke="#ffffff" stroke-opacity="0.25"/>`
      : '',
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}"><rect width="${width}" height="${HEIGHT}" fill="#1d2433"/>${lines}${bars}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The score engraved on one long line, scaled to the frame's height with a margin. */
async function scoreStripPng(abc: string, noteCount: number): Promise<Buffer> {
  const { png } = await scorePng(abc, { staffwidth: Math.max(1200, noteCount * 55), oneLine: true, density: 1.5 });
  const strip = await sharp(png)
    .resize({ height: HEIGHT - 60 })
    .extend({ top: 30, bottom: 30, left: WIDTH / 2, right: WIDTH / 2, background: '#ffffff' })
    .png()
    .toBuffer();
  return strip;
}

/**
 * Films the song: its score scrolling past (or its piano roll under a fixed playhead) with its recording, so a
 * demo film shows the music it plays.
 */
export async function writeFilm(
  file: string,
  film: Film,
  song: { abc: string; notes: TimedNote[]; recording: string },
): Promise<void> {
  const { seconds, view } = film;
  const still = `${file}.png`;
  await fs.writeFile(
    still,
    view === 'piano-roll' ? await pianoRollPng(song.notes, seconds) : await scoreStripPng(song.abc, song.notes.length),
  );
  const tuneSeconds = Math.max(...song.notes.map((note) => note.start + note.duration));
  // The score scrolls evenly over the whole tune; the piano roll moves at its own speed under the playhead.
  const x =
    view === 'piano-roll' ? `t*${PIXELS_PER_SECOND}` : `min(iw-${WIDTH}\\,t/${tuneSeconds.toFixed(2)}*(iw-${WIDTH}))`;
  // A playhead in the middle of the frame: what sounds now is under it.
  const colour = view === 'piano-roll' ? 'white@0.8' : 'red@0.35';
  const playhead = `,drawbox=x=${WIDTH / 2 - 2}:y=0:w=4:h=${HEIGHT}:color=${colour}:t=fill`;
  try {
    await run(ffmpegPath(), [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-framerate',
      '25',
      '-i',
      still,
      '-i',
      song.recording,
      '-filter_complex',
      // The still is decoded once and repeated in memory: re-reading a wide PNG every frame is slow.
      `[0:v]loop=loop=${seconds * 25}:size=1:start=0,crop=${WIDTH}:${HEIGHT}:x='${x}':y=0${playhead},format=yuv420p[v]`,
      '-map',
      '[v]',
      '-map',
      '1:a',
      '-t',
      String(seconds),
      '-c:v',
      'libvpx',
      '-deadline',
      'realtime',
      '-cpu-used',
      '8',
      '-b:v',
      '400k',
      '-c:a',
      'libvorbis',
      file,
    ]);
  } finally {
    await fs.rm(still, { force: true });
  }
}

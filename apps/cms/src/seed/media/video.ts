import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A short demo film: a moving test picture from one "camera angle", with a tone, as WebM (VP8 + Vorbis). */
export interface Film {
  /** ffmpeg's built-in test sources stand in for camera angles. */
  picture: 'testsrc2' | 'smptehdbars' | 'rgbtestsrc';
  toneHz: number;
  seconds: number;
}

/** ffmpeg ships as a binary inside an npm package (@ffmpeg-installer/linux-x64): nothing is downloaded at seed time. */
function ffmpegPath(): string {
  return path.join(path.dirname(require.resolve('@ffmpeg-installer/linux-x64/package.json')), 'ffmpeg');
}

export async function writeFilm(file: string, film: Film): Promise<void> {
  const { picture, toneHz, seconds } = film;
  await run(ffmpegPath(), [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `${picture}=size=640x360:rate=25:duration=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${toneHz}:duration=${seconds}`,
    '-pix_fmt',
    'yuv420p',
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
    '-shortest',
    file,
  ]);
}

import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Film } from '../../src/seed/media/catalogue';

const run = promisify(execFile);

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

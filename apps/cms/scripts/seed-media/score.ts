import abcjs from 'abcjs';
import sharp from 'sharp';
import { engraveScore } from '../../src/scores/engrave';

/** A note of a parsed tune: MIDI pitch, when it starts and how long it sounds, in seconds, and its loudness (0–127). */
export interface TimedNote {
  pitch: number;
  start: number;
  duration: number;
  volume: number;
}

interface AudioNote {
  cmd: string;
  pitch?: number;
  start?: number;
  duration?: number;
  volume?: number;
}

/** Parses ABC notation with abcjs, refusing a tune abcjs warns about so a typo fails the seed, not the lesson. */
export function parseTune(abc: string): abcjs.TuneObject {
  const [tune] = abcjs.parseOnly(abc);
  if (!tune) throw new Error('Demo seed: ABC notation without a tune');
  if (tune.warnings?.length) throw new Error(`Demo seed: ABC notation does not parse: ${tune.warnings.join('; ')}`);
  return tune;
}

/**
 * The notes abcjs would play for the tune (key signature, accidentals, ties and dynamics applied), in seconds:
 * the recording is made from the same notation the score shows.
 */
export function notesOfTune(abc: string): TimedNote[] {
  const tune = parseTune(abc);
  // setUpAudio answers starts and lengths in whole notes; a bar lasts millisecondsPerMeasure.
  const secondsPerWhole = tune.millisecondsPerMeasure() / 1000 / tune.getBarLength();
  const { tracks } = tune.setUpAudio({}) as unknown as { tracks: AudioNote[][] };
  return tracks
    .flat()
    .filter((event) => event.cmd === 'note' && event.pitch !== undefined)
    .map((event) => ({
      pitch: event.pitch!,
      start: event.start! * secondsPerWhole,
      duration: event.duration! * secondsPerWhole,
      volume: event.volume ?? 90,
    }))
    .sort((a, b) => a.start - b.start);
}

/** The tune on a single staff without its title, for a score that scrolls: music lines joined, words joined. */
function oneLine(abc: string): string {
  const lines = abc.split('\n');
  const body = lines.findIndex((line) => line.startsWith('K:')) + 1;
  const header = lines.slice(0, body).filter((line) => !/^[TCQ]:/.test(line));
  const music = lines.slice(body).filter((line) => !line.startsWith('w:'));
  const words = lines.slice(body).filter((line) => line.startsWith('w:'));
  return [
    ...header,
    music.join(' '),
    ...(words.length ? [`w:${words.map((line) => line.slice(2)).join(' ')}`] : []),
  ].join('\n');
}

/** The tune engraved as SVG (src/scores/engrave.ts), on one staff when `oneLine`. */
export function scoreSvg(abc: string, options: { staffwidth: number; scale?: number; oneLine?: boolean }): string {
  const svg = engraveScore(options.oneLine ? oneLine(abc) : abc, { ...options, padding: 20 });
  if (!svg.includes('<path')) throw new Error('Demo seed: abcjs drew no score');
  return svg;
}

/** The engraved score as a PNG on white, `density` times its SVG size. */
export async function scorePng(
  abc: string,
  options: { staffwidth: number; density?: number; oneLine?: boolean },
): Promise<{ png: Buffer; width: number; height: number }> {
  const svg = scoreSvg(abc, { staffwidth: options.staffwidth, oneLine: options.oneLine });
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 * (options.density ?? 2) })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}

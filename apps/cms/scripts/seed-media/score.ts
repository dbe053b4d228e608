import abcjs from 'abcjs';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';

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

/**
 * Engraves the tune as SVG with abcjs in a jsdom document. jsdom has no layout, so text is measured from its
 * length and size: close enough for titles and lyrics.
 */
export function scoreSvg(abc: string, options: { staffwidth: number; scale?: number; oneLine?: boolean }): string {
  const dom = new JSDOM('<!doctype html><div id="score"></div>', { pretendToBeVisual: true });
  dom.window.SVGElement.prototype.getBBox = function () {
    const size = parseFloat(this.getAttribute('font-size') ?? '') || 14;
    return { x: 0, y: 0, width: (this.textContent ?? '').length * size * 0.55, height: size * 1.2 };
  };
  const globals = globalThis as Record<string, unknown>;
  const saved = { window: globals.window, document: globals.document, navigator: globals.navigator };
  Object.assign(globals, { window: dom.window, document: dom.window.document });
  Object.defineProperty(globals, 'navigator', { value: dom.window.navigator, configurable: true, writable: true });
  try {
    const source = options.oneLine ? oneLine(abc) : abc;
    // abcjs takes an element; jsdom's is one, though typed here only as far as this module uses it.
    abcjs.renderAbc(dom.window.document.getElementById('score') as unknown as HTMLElement, source, {
      staffwidth: options.staffwidth,
      scale: options.scale ?? 1,
      paddingleft: 20,
      paddingright: 20,
      add_classes: false,
    });
    const svg = dom.window.document.querySelector('#score svg');
    if (!svg) throw new Error('Demo seed: abcjs drew no score');
    svg.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
    return svg.outerHTML;
  } finally {
    Object.defineProperty(globals, 'navigator', { value: saved.navigator, configurable: true, writable: true });
    Object.assign(globals, { window: saved.window, document: saved.document });
  }
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

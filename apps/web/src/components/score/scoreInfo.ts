import type { KeySignature, Meter, TuneObject } from 'abcjs';

/** What a score says in words: for the key shown beside the player and the screen reader's text alternative. */
export interface ScoreDescription {
  title: string | null;
  /** 'B♭ major'; 'B flat major' in `spokenKey`. */
  key: string;
  spokenKey: string;
  timeSignature: string | null;
  /** The words sung, one entry per line of music. */
  lyrics: string[];
}

const MODES: Record<string, string> = {
  '': 'major',
  m: 'minor',
  min: 'minor',
  maj: 'major',
  ion: 'major',
  aeo: 'minor',
  dor: 'Dorian',
  phr: 'Phrygian',
  lyd: 'Lydian',
  mix: 'Mixolydian',
  loc: 'Locrian',
};

export function keyName(key: KeySignature | undefined): { key: string; spokenKey: string } {
  if (!key || (key.root as string) === 'none' || !key.root) return { key: 'no key', spokenKey: 'no key' };
  const mode = MODES[String(key.mode ?? '').toLowerCase()] ?? String(key.mode);
  const sign =
    key.acc === '#' ? { key: '♯', spoken: ' sharp' } : key.acc === 'b' ? { key: '♭', spoken: ' flat' } : null;
  return {
    key: `${key.root}${sign?.key ?? ''} ${mode}`,
    spokenKey: `${key.root}${sign?.spoken ?? ''} ${mode}`,
  };
}

function timeSignatureOf(meter: Meter | undefined): string | null {
  if (!meter) return null;
  if (meter.type === 'common_time') return '4/4';
  if (meter.type === 'cut_time') return '2/2';
  const [first] = meter.value ?? [];
  return first ? `${first.num}/${first.den ?? 4}` : null;
}

interface LyricNote {
  lyric?: { syllable: string; divider: ' ' | '-' | '_' }[];
}

/** The words under the notes, syllables joined into words, line by line of music. */
function lyricsOf(tune: TuneObject): string[] {
  const lines: string[] = [];
  for (const line of tune.lines ?? []) {
    const voice = (line.staff?.[0]?.voices?.[0] ?? []) as LyricNote[];
    let text = '';
    for (const element of voice) {
      const [syllable] = element.lyric ?? [];
      if (!syllable) continue;
      text += syllable.syllable + (syllable.divider === '-' ? '' : syllable.divider === '_' ? '' : ' ');
    }
    if (text.trim()) lines.push(text.replace(/\s+/g, ' ').trim());
  }
  return lines;
}

export function describeTune(tune: TuneObject): ScoreDescription {
  const title = (tune.metaText?.title as string | undefined)?.trim() || null;
  return {
    title,
    ...keyName(tune.getKeySignature()),
    timeSignature: timeSignatureOf(tune.getMeter()),
    lyrics: lyricsOf(tune),
  };
}

/** The text a screen reader gets for the score (SPEC: title, key, time signature and words). */
export function scoreTextAlternative(description: ScoreDescription, fallbackTitle: string): string {
  return [
    `Score: ${description.title ?? fallbackTitle}.`,
    `Key: ${description.spokenKey}.`,
    description.timeSignature ? `Time signature: ${description.timeSignature}.` : '',
    description.lyrics.length ? `Words: ${description.lyrics.join(' / ')}` : 'No words.',
  ]
    .filter(Boolean)
    .join(' ');
}

/** A transposition in words: '+2 semitones', '−1 semitone', 'original key'. */
export function transpositionLabel(semitones: number): string {
  if (semitones === 0) return 'original key';
  const size = Math.abs(semitones);
  return `${semitones > 0 ? '+' : '−'}${size} semitone${size === 1 ? '' : 's'}`;
}

/**
 * The notation with each tempo mark's beats a minute (the Q: field of the header, and any inline [Q:...] change) at
 * `percent`, so that the score shows the tempo being played: at 75 %, ♩ = 116 reads ♩ = 87. `marked` says whether it
 * had any such number; a tune without one shows no tempo and is played at `percent` of its own.
 */
export function notationAtTempo(notation: string, percent: number): { notation: string; marked: boolean } {
  let marked = false;
  const scale = (beats: string) => {
    marked = true;
    return String(Math.max(1, Math.round((Number(beats) * percent) / 100)));
  };
  // 'Q:1/4=116', 'Q:C=120', 'Q:"Allegro" 1/4=116': the number after '='; 'Q:120': the number alone.
  const field = (value: string) =>
    value.includes('=')
      ? value.replace(/=(\s*)(\d+)/, (_all, space: string, beats: string) => `=${space}${scale(beats)}`)
      : value.replace(
          /^(\s*)(\d+)(\s*)$/,
          (_all, before: string, beats: string, after: string) => `${before}${scale(beats)}${after}`,
        );
  const scaled = notation
    .replace(/^Q:(.*)$/gm, (_line, value: string) => `Q:${field(value)}`)
    .replace(/\[Q:([^\]]*)\]/g, (_inline, value: string) => `[Q:${field(value)}]`);
  return { notation: scaled, marked };
}

export const TRANSPOSE_LIMIT = 6;
export const TEMPO_RANGE = { min: 50, max: 150, step: 5 } as const;

/** Times New Roman's widest run of mixed-case words, in ems a letter: what a title's width is judged by. */
const LETTER_WIDTH_EM = 0.6;

/**
 * abcjs's header fonts for a staff this many pixels wide: a title (and subtitle) too long for a phone's width is set
 * smaller, down to 10 px, instead of running off the score's edges; on a wide staff they keep abcjs's 20 and 16 px.
 */
export function headerFontsFor(staffWidth: number, notation: string): { titlefont: string; subtitlefont: string } {
  const [title = '', ...subtitles] = Array.from(notation.matchAll(/^T:(.*)$/gm), (match) => match[1].trim());
  const longestSubtitle = subtitles.reduce((longest, line) => (line.length > longest.length ? line : longest), '');
  const fitted = (text: string, largest: number) =>
    Math.max(10, Math.min(largest, Math.floor(staffWidth / (LETTER_WIDTH_EM * Math.max(text.length, 1)))));
  return {
    titlefont: `"Times New Roman" ${fitted(title, 20)}`,
    subtitlefont: `"Times New Roman" ${fitted(longestSubtitle, 16)}`,
  };
}

/**
 * The product's own piano sound for score playback (no third-party host, so it plays offline): one MP3 per note,
 * generated at build time by ./soundfontPlugin.ts under the names abcjs's synth asks for
 * (`{soundFontUrl}{instrument}-mp3/{note}.mp3`, notes named with flats: C4, Db4 ... B4), and precached by the offline
 * service worker.
 */
export const SOUNDFONT_URL = '/soundfont/';
const SOUNDFONT_INSTRUMENT = 'acoustic_grand_piano';
/** Changes when the generated sound changes, so the service worker fetches the new files. */
const SOUNDFONT_REVISION = 'additive-piano-1';

const NOTE_NAMES = ['C', 'Db', 'D', 'Eb', 'E', 'F', 'Gb', 'G', 'Ab', 'A', 'Bb', 'B'];
/** C2 to C7: a classroom melody's range, with room for transposing it six semitones either way. */
const LOWEST_MIDI_NOTE = 36;
const HIGHEST_MIDI_NOTE = 96;

/** abcjs's name for a MIDI note number (60 is C4). */
export const noteName = (midi: number) => `${NOTE_NAMES[midi % 12]}${Math.floor(midi / 12) - 1}`;

export const soundfontNotes = (): number[] =>
  Array.from({ length: HIGHEST_MIDI_NOTE - LOWEST_MIDI_NOTE + 1 }, (_, index) => LOWEST_MIDI_NOTE + index);

/** The path of one note's file, from the site root, without the leading slash. */
export const soundfontFile = (midi: number) =>
  `${SOUNDFONT_URL.slice(1)}${SOUNDFONT_INSTRUMENT}-mp3/${noteName(midi)}.mp3`;

/** The service worker's precache entries for every note. */
export const soundfontPrecache = (): { url: string; revision: string }[] =>
  soundfontNotes().map((midi) => ({ url: `/${soundfontFile(midi)}`, revision: SOUNDFONT_REVISION }));

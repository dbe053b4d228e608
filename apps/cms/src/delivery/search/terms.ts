/**
 * How words are compared, for both the indexed text and the query: lower case, accents dropped ("Dvořák" is found
 * by "dvorak"), and British and American spellings made one ("colour" finds "color", "organize" finds "organise").
 */

/** Whole words spelled differently on either side of the Atlantic, mapped to the British form. */
const SPELLINGS: Record<string, string> = {
  color: 'colour',
  colors: 'colours',
  colorful: 'colourful',
  favorite: 'favourite',
  favorites: 'favourites',
  center: 'centre',
  centers: 'centres',
  theater: 'theatre',
  theaters: 'theatres',
  meter: 'metre',
  meters: 'metres',
  practice: 'practise',
  program: 'programme',
  programs: 'programmes',
  harmonize: 'harmonise',
  harmonized: 'harmonised',
  harmonizing: 'harmonising',
  rumor: 'rumour',
  humor: 'humour',
  behavior: 'behaviour',
  catalog: 'catalogue',
  dialog: 'dialogue',
  analog: 'analogue',
  gray: 'grey',
  neighbor: 'neighbour',
  neighbors: 'neighbours',
  labor: 'labour',
};

/** Regular endings: -ize/-yze and their forms become -ise/-yse (organize -> organise, analyzing -> analysing). */
const IZE = /(?<=\w{2})(i|y)z(e|es|ed|ing|ation|ations|er|ers)$/;

/** Strips accents: NFD splits "é" into "e" + a combining mark, which is then dropped. */
export function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '');
}

/** One word as the index keeps it; null drops it (nothing left once punctuation is gone). */
export function normaliseTerm(term: string): string | null {
  const word = withoutAccents(term.toLowerCase()).replace(/[^\p{L}\p{N}]+/gu, '');
  if (!word) return null;
  return SPELLINGS[word] ?? word.replace(IZE, '$1s$2');
}

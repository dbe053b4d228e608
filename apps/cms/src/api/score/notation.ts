import abcjs from 'abcjs';

/** The custom field that holds a melody or song as ABC notation (registered in ./custom-field.ts and src/admin). */
export const ABC_NOTATION_FIELD = 'global::abc-notation';

/** A song of a few pages is about 3,000 characters; far more is no classroom score and slows every reader. */
const MAX_NOTATION_LENGTH = 10_000;

/** abcjs marks the place of a problem with HTML; a field error is plain text. */
const plainWarning = (warning: string) =>
  warning
    .replace(/<[^>]*>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Why `notation` cannot be shown as a score, or null when it can (empty counts as "no score"). The same parser as the
 * web app and the admin preview, so what saves is what plays.
 */
export function notationProblem(notation: unknown): string | null {
  if (notation === null || notation === undefined || notation === '') return null;
  if (typeof notation !== 'string') return 'Notation must be ABC text.';
  if (notation.length > MAX_NOTATION_LENGTH)
    return `Notation is too long (${notation.length} characters; at most ${MAX_NOTATION_LENGTH}).`;
  if (!notation.trim()) return null;
  let tune;
  try {
    [tune] = abcjs.parseOnly(notation);
  } catch {
    return 'Notation could not be read as ABC.';
  }
  const warning = tune?.warnings?.[0];
  if (warning) return `Notation is not valid ABC: ${plainWarning(warning)}`;
  const hasNotes = (tune?.lines ?? []).some((line) => (line.staff?.length ?? 0) > 0);
  if (!hasNotes) return 'Notation has no music: write a K: line and the notes after it.';
  return null;
}

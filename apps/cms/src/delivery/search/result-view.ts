/**
 * A hit as the client sees it: its title with the matched words marked, a snippet around the first match, and what
 * a caller who may not read it is shown (its title alone).
 */
import type { SearchResult, Segment } from '@classroom/contracts';
import type { IndexHit, SearchDocument, TextField } from './search-index';
import { normaliseTerm, withoutAccents } from './terms';

/** A result with the CMS's own field names (the contract keeps them as strings). */
type SearchResultView = SearchResult & { foundIn: TextField[] };

const SNIPPET_FIELDS: TextField[] = ['summary', 'introduction', 'music', 'objectives', 'strands', 'type'];
const SNIPPET_LENGTH = 180;

/** Splits text into words and the rest, marking the words whose index term the query matched. */
function segmentsOf(text: string, matched: ReadonlySet<string>): Segment[] {
  const segments: Segment[] = [];
  for (const piece of text.split(/([\p{L}\p{N}\p{M}]+)/u)) {
    if (!piece) continue;
    const term = normaliseTerm(piece);
    const isMatch = term !== null && matched.has(term);
    const last = segments[segments.length - 1];
    if (isMatch) segments.push({ text: piece, match: true });
    else if (last && !last.match) last.text += piece;
    else segments.push({ text: piece });
  }
  return segments;
}

/** About SNIPPET_LENGTH characters of `text` around its first matched word. */
function snippetOf(text: string, matched: ReadonlySet<string>): Segment[] {
  const folded = withoutAccents(text.toLowerCase());
  let first = -1;
  for (const word of folded.matchAll(/[\p{L}\p{N}]+/gu)) {
    if (matched.has(normaliseTerm(word[0]) ?? '')) {
      first = word.index ?? 0;
      break;
    }
  }
  let start = Math.max(0, first - 60);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  const cut = `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
  return segmentsOf(cut, matched);
}

/** The result of a hit; `hidden`: the caller reads its title alone. */
export function resultView(hit: IndexHit, hidden: boolean): SearchResultView {
  const { document } = hit;
  const matched = new Set(hit.matches.keys());
  const foundIn = [...new Set([...hit.matches.values()].flat())];
  const snippetField = SNIPPET_FIELDS.find(
    (field) => foundIn.includes(field) && document[field as keyof SearchDocument],
  );
  return {
    id: document.id,
    kind: document.kind,
    title: segmentsOf(document.title, matched),
    href: document.href,
    subscribersOnly: hidden,
    foundIn: hidden ? ['title'] : foundIn,
    snippet:
      hidden || !snippetField ? null : snippetOf(String(document[snippetField as keyof SearchDocument]), matched),
    audiences: document.audiences,
    programmes: document.programmes,
    activityType: document.activityType ?? null,
    yearGroups: document.yearGroups ?? [],
  };
}

import { mayRead, strictest, type Level } from '../../access/caller';
import { readerOf } from './access';
import { TEXT_FIELDS, type SearchDocument, type TextField } from './search-index';

/**
 * The text of a catalogue entry, each passage marked with the least access level that may read it (./access.ts), and
 * the entry as one level may search it (`documentAt`).
 */

/** Some text of an entry, and the least level that may read it. */
export interface Passage {
  text: string;
  reader: Level;
}

/** The labels an entry is filed under (its facets), and the least level that may read them. */
export interface Labels {
  values: string[];
  reader: Level;
}
type LabelFacet = 'yearGroups' | 'keyStages' | 'learningStrands';

/** One findable entry with all its text, each passage marked with who may read it. */
export interface CatalogueEntry extends Omit<SearchDocument, TextField | 'activityType' | LabelFacet> {
  text: Partial<Record<TextField, Passage[]>>;
  activityType?: Passage;
  labels?: Partial<Record<LabelFacet, Labels>>;
}

/** The entry as `level` may search it, or nothing when that level may not even read its title. */
export function documentAt(level: Level, entry: CatalogueEntry): SearchDocument | undefined {
  const { text, activityType, labels, ...rest } = entry;
  const readable = (passages: Passage[] = []) =>
    passages
      .filter((passage) => mayRead(level, passage.reader))
      .map((passage) => passage.text)
      .join(' · ');
  const title = readable(text.title);
  if (!title) return undefined;
  const document: SearchDocument = { ...rest, title };
  for (const field of TEXT_FIELDS) {
    const value = readable(text[field]);
    if (field !== 'title' && value) document[field] = value;
  }
  if (activityType && mayRead(level, activityType.reader)) document.activityType = activityType.text;
  for (const [facet, found] of Object.entries(labels ?? {}) as [LabelFacet, Labels][]) {
    if (found.values.length && mayRead(level, found.reader)) document[facet] = found.values;
  }
  return document;
}

/** The text of `field` of a row of `uid` (already plain), with who may read it; nothing when empty. */
export function passage(uid: string, field: string, text: unknown, reader = readerOf(uid, field)): Passage[] {
  return typeof text === 'string' && text.trim() ? [{ text, reader }] : [];
}

/** Text reached through `relation` of `uid`, read from `field` of `target`: for whoever may read both. */
export function related(uid: string, relation: string, target: string, field: string, text: unknown): Passage[] {
  return passage(target, field, text, strictest(readerOf(uid, relation), readerOf(target, field)));
}

/** Rich text (Markdown with audio shortcodes) as plain words. */
export function plainText(markdown: unknown): string {
  if (typeof markdown !== 'string') return '';
  return (
    markdown
      .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[[a-z]+[^\]]*\]/gi, ' ')
      .replace(/<[^>]+>/g, ' ')
      // Emphasis marks go without a trace ("**pulse**, then" stays "pulse, then"); block marks part words.
      .replace(/[*_`~]+/g, '')
      .replace(/[#>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

export const joined = (...parts: unknown[]) =>
  parts
    .map((part) => (typeof part === 'string' ? part : ''))
    .filter(Boolean)
    .join(' · ');

export const unique = (values: (string | null | undefined)[]) => [...new Set(values.filter((v): v is string => !!v))];

/** A year group row as populated below (src/api/year-group). */
export interface YearGroupRow {
  id: number;
  title: string;
  order: number;
  key_stage: string;
}
export const YEAR_GROUP_FIELDS = { select: ['id', 'title', 'order', 'key_stage'] };

/** Year groups in school order, without repeats. */
const inSchoolOrder = (groups: YearGroupRow[]): YearGroupRow[] =>
  [...new Map(groups.filter((group) => group?.title).map((group) => [group.id, group])).values()].sort(
    (a, b) => a.order - b.order,
  );

/**
 * An entry's year groups (issue #28) as words to find ("Year 2 · KS1") and as the year-group and key-stage facets,
 * readable by whoever may read the relation `relation` of `uid` (a lesson's are for subscribers, as the lesson is).
 */
export function yearsOf(uid: string, relation: string, groups: YearGroupRow[] = [], reader = readerOf(uid, relation)) {
  const ordered = inSchoolOrder(groups);
  if (!ordered.length) return { text: {}, labels: {} };
  const keyStages = unique(ordered.map((group) => group.key_stage));
  return {
    text: { years: [{ text: joined(...ordered.map((group) => group.title), ...keyStages), reader }] },
    labels: {
      yearGroups: { values: ordered.map((group) => group.title), reader },
      keyStages: { values: keyStages, reader },
    },
  };
}

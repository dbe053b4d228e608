import { detailRuleOf } from '../../access/detail-fields';
import { leastLevelReading } from '../../access/permissions';
import { strictest, type Level } from '../../access/caller';

/**
 * Who may read which text search holds, decided here alone (issue #27 finding 5): each level gets an index of its own
 * built only from what it may read, so hidden text can never find, rank, count, suggest or highlight anything for it.
 * The levels are the callers' (src/access/caller.ts).
 */

/**
 * The fields (beside the title) of types every role reads that search lets each such role match: what the public
 * pages show (SPEC-GUIDE §2). A field of those types not named here is matched by subscribers only (deny by default).
 */
const OPEN_FIELDS: Record<string, readonly string[]> = {
  // Year groups (issue #28) show on the public programme page and its unit cards; a lesson's are for subscribers.
  programme: ['blurb', 'introduction', 'schemes_intro', 'media_introduction', 'year_groups'],
  scheme: ['blurb', 'introduction', 'year_groups'],
  'cpd-session': ['blurb', 'main_text'],
  'cpd-live-event': ['blurb', 'venue', 'main_text'],
  'live-programme': ['subtitle', 'main_text'],
  // A production's card on the public live programme page; the rest of it is subscriber content.
  'live-production': ['blurb'],
  project: ['main_text'],
  'landing-page': ['main_text'],
};

/** Subscriber-only items are listed to everyone by their title (README "Search"), so everyone matches titles. */
const LISTED_FIELDS: readonly string[] = ['title'];

/** The first level whose role reads content type `uid` (src/access/permissions.ts), if any does. */
export const readerOfType = (uid: string): Level | undefined => leastLevelReading(uid);

/**
 * The least level that may read `field` of content type `uid` through search. From the permissions table: the first
 * role that reads the type; a detail field (src/access/detail-fields.ts) needs whom its rule names; a field
 * not classified above, or a type no role reads, is for subscribers only.
 */
export function readerOf(uid: string, field: string): Level {
  const name = uid.split('.').pop() ?? '';
  const typeReader = readerOfType(uid);
  if (!typeReader) return 'subscriber';
  if (LISTED_FIELDS.includes(field)) return 'visitor';
  if (!OPEN_FIELDS[name]?.includes(field)) return 'subscriber';
  const rule = detailRuleOf(uid);
  if (!rule?.fields.includes(field)) return typeReader;
  return strictest(typeReader, rule.readers === 'signed-in' ? 'registered' : 'subscriber');
}

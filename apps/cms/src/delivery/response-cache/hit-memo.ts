import type { IncomingHttpHeaders, OutgoingHttpHeader, OutgoingHttpHeaders } from 'node:http';
import { LRUCache } from 'lru-cache';
import type { AccessLevels } from '../../accounts/tokens/access-level';
import { PREVIEW_HEADER } from '../../editorial/preview';
import type { ContentCoding } from '../content-encoding';
import { asksForReads } from './page-reads';
import type { CacheLookup } from './request';
import type { AnswerScope, CachedAnswer, ResponseCacheStore } from './store';

/**
 * Hits answered from the request's bytes alone (issue 42: a hit path near a bare answer). A GraphQL request's cache
 * key comes from its body, its caller and three headers (request.ts `lookUp`); finding it costs a JSON parse, the
 * trusted-documents admission, the caller's level and a digest, behind promises: most of a hit's work. A request whose
 * exact bytes (body, Authorization, Accept, Origin, Accept-Encoding) were answered from the cache before is answered
 * again from the same stored answer, without any of that, while nothing its key or its answer depended on has moved:
 * - the answer is still the one stored under its key (a purge, a clear or an eviction takes it out of the store);
 * - no access changed since the key was found (the levels' epoch: a role, subscription or membership, a sign-out or
 *   a password change);
 * - the caller's token has not expired;
 * - for a personal answer, the user's generation is still the one its key names (their own data did not change);
 * - a raw document (not sent by id) only while the trusted-documents rule is off, as when it was admitted.
 * Only where answers are kept in this process (the memory store); with Redis every hit takes the full path. Previews
 * and server rendering's own reads (which ask for the answer's tags) always take it.
 */
export interface HitMemo {
  /**
   * The response for a request with these headers and body, when every check above still holds: its headers as one
   * flat list of names and values (`writeHead` takes them so without looking up each name on an object).
   */
  find(headers: IncomingHttpHeaders, body: string): { headers: OutgoingHttpHeader[]; bytes: Buffer } | undefined;
  /** After a hit found by the full path: the same request bytes find it here next time. */
  remember(headers: IncomingHttpHeaders, body: string, hit: RememberedHit): void;
}

export interface RememberedHit {
  lookup: CacheLookup;
  answer: CachedAnswer;
  /** The levels' epoch read before the caller was identified. */
  epoch: number;
  /** Sent by a trusted operation's id (rather than as a raw document). */
  byId: boolean;
  /** The form sent (the client's Accept-Encoding chose it) and the headers sent with it. */
  encoding?: ContentCoding;
  headers: OutgoingHttpHeaders;
}

interface Entry {
  scope: AnswerScope;
  key: string;
  /** The stored answer's number (answerNumbers): the same object still in the store, or not. */
  answer: number;
  epoch: number;
  until: number;
  userId?: number;
  userGeneration?: number;
  byId: boolean;
  encoding?: ContentCoding;
  /** Name, value, name, value… */
  headers: OutgoingHttpHeader[];
}

/** Longer bodies are never the web app's (an operation id and its variables): they take the full path. */
export const MAX_REMEMBERED_BODY = 2048;

/** Undefined when answers are not kept in this process (Redis): every hit then takes the full path. */
export function createHitMemo({
  store,
  levels,
  rawDocumentsAdmitted,
  limits,
}: {
  store: ResponseCacheStore;
  levels: AccessLevels;
  /** Whether a raw document is admitted now (the trusted-documents rule is off). */
  rawDocumentsAdmitted: () => boolean;
  /** Entries kept, and for how long at most (a safety net: every change above is checked on each hit). */
  limits: { max: number; ttl?: number };
}): HitMemo | undefined {
  const local = store.local;
  if (!local) return undefined;
  const entries = new LRUCache<string, Entry>(limits);
  // A number for each stored answer remembered, without keeping it alive once the store has let it go.
  const answerNumbers = new WeakMap<CachedAnswer, number>();
  let lastNumber = 0;

  const signature = (headers: IncomingHttpHeaders, body: string) => {
    if (body.length > MAX_REMEMBERED_BODY || headers[PREVIEW_HEADER] || asksForReads(headers)) return undefined;
    return `${headers.authorization ?? ''}\u0000${headers.accept ?? ''}\u0000${headers.origin ?? ''}\u0000${
      headers['accept-encoding'] ?? ''
    }\u0000${body}`;
  };

  return {
    find(headers, body) {
      const known = signature(headers, body);
      const entry = known === undefined ? undefined : entries.get(known);
      if (!entry) return undefined;
      const answer = local.get(entry.scope, entry.key);
      const current =
        answer !== undefined &&
        answerNumbers.get(answer) === entry.answer &&
        entry.epoch === levels.epoch() &&
        Date.now() < entry.until &&
        (entry.userId === undefined || local.userGeneration(entry.userId) === entry.userGeneration) &&
        (entry.byId || rawDocumentsAdmitted());
      if (!current) {
        entries.delete(known as string);
        return undefined;
      }
      return { headers: entry.headers, bytes: (entry.encoding && answer[entry.encoding]) || answer.body };
    },
    remember(headers, body, { lookup, answer, epoch, byId, encoding, headers: sent }) {
      const known = signature(headers, body);
      if (known === undefined) return;
      let number = answerNumbers.get(answer);
      if (number === undefined) answerNumbers.set(answer, (number = lastNumber += 1));
      entries.set(known, {
        scope: lookup.scope,
        key: lookup.key,
        answer: number,
        epoch,
        until: lookup.until,
        ...(lookup.scope === 'personal' ? { userId: lookup.userId, userGeneration: lookup.userGeneration } : {}),
        byId,
        encoding,
        headers: Object.entries(sent).flatMap(([name, value]) => (value === undefined ? [] : [name, value])),
      });
    },
  };
}

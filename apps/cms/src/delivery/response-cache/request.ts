import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { chooseEncoding, type ContentCoding } from '../content-encoding';
import type { Level } from '../../access/caller';
import type { ResponseCache } from './index';
import { reachesPerUserData, stableJson } from './operation';
import { PREVIEW_HEADER } from '../../editorial/preview';
import type { AnswerScope, CachedAnswer } from './store';

/** As much request body as the GraphQL endpoint itself accepts (koa-bodyparser's JSON limit). */
const MAX_BODY_BYTES = 1024 * 1024;

export const TOO_LARGE = 'The request body is too large.';
export const NOT_JSON = 'The request body is not valid JSON.';

/** A GraphQL request read once, before Koa; the GraphQL route's own body parser takes a body that is already there. */
export interface ReadRequest {
  /** As admitted (src/delivery/trusted-documents): a known operation id's text in `query`. */
  body: unknown;
  lookup?: CacheLookup;
  /** Admitted by the trusted-documents rule where it was read (at the HTTP server). */
  admitted?: boolean;
  /** The trusted operation's id, when the request named one. */
  operationId?: string;
}

export interface CacheLookup {
  key: string;
  scope: AnswerScope;
  level: Level;
  /** For a personal answer: the one user it is for, and their generation the key names. */
  userId?: number;
  userGeneration?: number;
  /** Until when (epoch milliseconds) the caller's token is valid: a visitor's, for ever. */
  until: number;
}

const readRequests = new WeakMap<IncomingMessage, ReadRequest>();
export const rememberReadRequest = (req: IncomingMessage, read: ReadRequest) => readRequests.set(req, read);
export const readRequestOf = (req: IncomingMessage) => readRequests.get(req);

// Only the exact endpoint: Strapi's body parser skips that URL alone (src/strapi-internals/body-parser.ts).
// `application/json` as it is (what the web app sends) is seen without a regular expression.
export const isGraphQLPost = (req: IncomingMessage, endpoint: string) => {
  if (req.method !== 'POST' || req.url !== endpoint) return false;
  const type = req.headers['content-type'];
  return type === 'application/json' || /^application\/json\b/i.test(type ?? '');
};

/** A body longer than the endpoint accepts, read no further. */
export const BODY_TOO_LARGE = Symbol('body too large');
export type ReadBody = string | typeof BODY_TOO_LARGE;

/**
 * The request's body as text, or BODY_TOO_LARGE, handed to `done`. Read with stream
 * events and a callback rather than `for await` or a promise: this is the path every cache hit takes, and a hit
 * answered from the request's bytes alone (hit-memo.ts) makes no promise at all. Two listeners, left on once the body
 * has ended (it emits nothing more). No 'error' listener: a request that fails while its body is read (its client
 * gone) emits no error without one (Node's IncomingMessage), and its answer could not be sent anyway; `done` is then
 * not called.
 */
export function readBody(req: IncomingMessage, done: (text: ReadBody) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  const onData = (chunk: Buffer) => {
    size += chunk.length;
    if (size <= MAX_BODY_BYTES) {
      chunks.push(chunk);
      return;
    }
    // Answered at once; the rest of the body is read and dropped, so the answer can still be sent.
    req.off('data', onData);
    req.off('end', onEnd);
    req.resume();
    done(BODY_TOO_LARGE);
  };
  const onEnd = () => {
    done(chunks.length === 1 ? chunks[0].toString('utf8') : Buffer.concat(chunks, size).toString('utf8'));
  };
  req.on('data', onData);
  req.on('end', onEnd);
}

/** A body read by readBody as JSON, or TOO_LARGE / NOT_JSON. */
export function parsedBody(text: ReadBody): unknown {
  if (text === BODY_TOO_LARGE) return TOO_LARGE;
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
}

/** The request's JSON body, or TOO_LARGE / NOT_JSON; rejected when the request fails first (its client gone). */
export function readJsonBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    req.once('error', reject);
    readBody(req, (text) => resolve(parsedBody(text)));
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/**
 * The cache key of a request, or undefined when it must go to GraphQL uncached. A shared answer's key names the access
 * level, never the user; a personal answer's key names its user too. A trusted operation is keyed by its id (its text
 * is the manifest's, src/delivery/trusted-documents); a raw document (outside the rule) by a digest of its exact text,
 * with no canonical form: the web app sends ids, so two spellings of one text are nobody's traffic.
 */
export async function lookUp(
  cache: ResponseCache,
  headers: IncomingMessage['headers'],
  body: unknown,
  operationId?: string,
): Promise<CacheLookup | undefined> {
  if (!isRecord(body) || typeof body.query !== 'string') return undefined; // batches and stray JSON: GraphQL answers
  // A preview (src/editorial/preview.ts) is never answered from, nor kept in, the cache, whether its token is valid or
  // not.
  if (headers[PREVIEW_HEADER]) return undefined;
  const operationName = typeof body.operationName === 'string' ? body.operationName : undefined;
  const shape = cache.describe(body.query, operationName, operationId);
  const variables = isRecord(body.variables) ? body.variables : {};
  if (!shape?.cacheable) return undefined;
  const caller = await cache.levels.identify(headers.authorization);
  if (!caller) return undefined;
  const scope: AnswerScope = reachesPerUserData(shape, variables) ? 'personal' : 'shared';
  if (scope === 'personal' && caller.userId === undefined) return undefined;
  let whose = 'shared';
  let userGeneration: number | undefined;
  if (scope === 'personal') {
    userGeneration = await cache.store.userGeneration(caller.userId as number);
    if (userGeneration === undefined) return undefined; // the store cannot tell now (Redis out of reach)
    whose = `user ${caller.userId} ${userGeneration}`;
  }
  // Accept chooses Apollo's content type; Origin the CORS headers replayed with the answer.
  const operation = operationId === undefined ? `text ${crypto.hash('sha256', body.query)}` : `id ${operationId}`;
  const parts = [caller.level, whose, headers.accept ?? '', headers.origin ?? '', operationName ?? '', operation];
  const key = crypto.hash('sha256', [...parts, stableJson(variables)].join('\u0000'), 'base64url');
  return {
    key,
    scope,
    level: caller.level,
    until: caller.until,
    ...(scope === 'personal' ? { userId: caller.userId, userGeneration } : {}),
  };
}

/** The stored form the client accepts: brotli, gzip, or as it is. */
export function encodedForm(
  answer: CachedAnswer,
  acceptEncoding: string | undefined,
): { encoding?: ContentCoding; bytes: Buffer } {
  const forms: Partial<Record<ContentCoding, Buffer>> = { br: answer.br, gzip: answer.gzip };
  const available = (Object.keys(forms) as ContentCoding[]).filter((coding) => forms[coding]);
  const encoding = chooseEncoding(acceptEncoding, available);
  return encoding ? { encoding, bytes: forms[encoding]! } : { bytes: answer.body };
}

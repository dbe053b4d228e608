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
  /** For a personal answer: the one user it is for. */
  userId?: number;
}

const readRequests = new WeakMap<IncomingMessage, ReadRequest>();
export const rememberReadRequest = (req: IncomingMessage, read: ReadRequest) => readRequests.set(req, read);
export const readRequestOf = (req: IncomingMessage) => readRequests.get(req);

// Only the exact endpoint: Strapi's body parser skips that URL alone (src/strapi-internals/body-parser.ts).
export const isGraphQLPost = (req: IncomingMessage, endpoint: string) =>
  req.method === 'POST' && req.url === endpoint && /^application\/json\b/i.test(req.headers['content-type'] ?? '');

/**
 * The request's JSON body, or TOO_LARGE / NOT_JSON. Read with stream events rather than `for await`: the async
 * iterator costs a promise per chunk, on the path every cache hit takes.
 */
export function readJsonBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) {
        chunks.push(chunk);
        return;
      }
      // Answered at once; the rest of the body is read and dropped, so the answer can still be sent.
      stop();
      req.on('error', () => {}); // a client gone while the rest is dropped is no one's concern
      req.resume();
      resolve(TOO_LARGE);
    };
    const onEnd = () => {
      stop();
      try {
        resolve(JSON.parse(Buffer.concat(chunks, size).toString('utf8')));
      } catch {
        resolve(NOT_JSON);
      }
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
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
  if (scope === 'personal') {
    const userGeneration = await cache.store.userGeneration(caller.userId as number);
    if (userGeneration === undefined) return undefined; // the store cannot tell now (Redis out of reach)
    whose = `user ${caller.userId} ${userGeneration}`;
  }
  // Accept chooses Apollo's content type; Origin the CORS headers replayed with the answer.
  const operation = operationId === undefined ? `text ${crypto.hash('sha256', body.query)}` : `id ${operationId}`;
  const parts = [caller.level, whose, headers.accept ?? '', headers.origin ?? '', operationName ?? '', operation];
  const key = crypto.hash('sha256', [...parts, stableJson(variables)].join('\u0000'), 'base64url');
  return { key, scope, level: caller.level, ...(scope === 'personal' ? { userId: caller.userId } : {}) };
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

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { onePerStrapi } from '../../platform/one-per-strapi';

/**
 * Trusted documents (issue 42): the web app's GraphQL operations are known at build time (codegen's manifest, id ->
 * text, apps/web/src/gql/persisted-documents.json, copied into the web's server build), and the app sends an
 * operation's id (`extensions.persistedQuery.sha256Hash`) with its variables instead of its text. With the rule on
 * (TRUSTED_DOCUMENTS=only, the default in production) the CMS runs for visitors and teachers only those operations;
 * a raw document is run only for an API token an admin made (an integration), within the GraphQL limits.
 * This module owns the manifests and the admission of one request, decided before any parsing; the response cache
 * (src/delivery/response-cache) and src/middlewares/trusted-documents.ts call it. It uses Strapi's own API-token
 * strategy.
 */

export type TrustedDocumentsMode = 'only' | 'off';

interface TrustedDocumentsSettings {
  mode: TrustedDocumentsMode;
  /** The manifest of the web build this CMS serves. */
  manifest: string;
  /** Where every manifest served is kept, so a page loaded before an upgrade still finds its operations. */
  keptDir: string;
  /** A kept manifest unused (not the current one) for longer is deleted at start. */
  keepDays: number;
}

export const NOT_TRUSTED_MESSAGE =
  "Only the app's own operations are accepted: send a known operation id (trusted documents).";
export const NOT_TRUSTED_CODE = 'OPERATION_NOT_TRUSTED';

/** The mark (on Koa's `ctx.state`, which GraphQL resolvers see) of a request the rule admitted. */
export const ADMITTED = 'trustedDocumentAdmitted';

/** The 400 a refused request gets, in GraphQL's error shape. */
export const notTrustedAnswer = () => ({
  status: 400,
  body: { errors: [{ message: NOT_TRUSTED_MESSAGE, extensions: { code: NOT_TRUSTED_CODE } }] },
});

/** The body Apollo Server reads (GraphQL over HTTP), as far as admission needs it. */
export interface GraphQLParams {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
  extensions?: unknown;
  [other: string]: unknown;
}

export type Admission =
  /** `params` are what Apollo gets: a known id's text in `query`, the id taken out of `extensions`. */
  { admitted: true; params: unknown; operationId?: string } | { admitted: false };

export interface TrustedDocuments {
  mode(): TrustedDocumentsMode;
  /** The text of a known operation id, from any kept manifest. */
  text(id: string): string | undefined;
  /** Whether one request (its JSON body, or a GET's parameters) may run, and what Apollo then runs. */
  admit(params: unknown, authorization: string | undefined): Promise<Admission>;
}

/** A kept manifest folder is read again at most this often when an unknown id arrives (a process rolled beside). */
const RESCAN_INTERVAL_MS = 5_000;

export const trustedDocuments: (strapi: Core.Strapi) => TrustedDocuments = onePerStrapi(createTrustedDocuments);

function createTrustedDocuments(strapi: Core.Strapi): TrustedDocuments {
  const settings = () => strapi.config.get<TrustedDocumentsSettings>('product.trustedDocuments');
  const initial = settings();
  keepCurrentManifest(strapi, initial);
  let texts = readManifests(strapi, initial);
  let scannedAt = Date.now();
  const message = `Trusted documents: ${texts.size} operations known, rule ${initial.mode}`;
  if (texts.size === 0 && initial.mode === 'only') {
    strapi.log.error(`${message}: no manifest at ${initial.manifest}; only API tokens can query GraphQL`);
  } else strapi.log.info(message);

  const text = (id: string) => {
    const known = texts.get(id);
    if (known !== undefined || Date.now() - scannedAt < RESCAN_INTERVAL_MS) return known;
    scannedAt = Date.now();
    texts = readManifests(strapi, settings());
    return texts.get(id);
  };

  return {
    // Read per request: a test may turn the rule on and off in the booted CMS (tests/setup/boot-cms.ts).
    mode: () => settings().mode,
    text,
    async admit(body, authorization) {
      // A batch or stray JSON: never the app's; Apollo refuses it too (batches are off:
      // src/extensions/graphql/limits.ts).
      if (!isRecord(body)) return settings().mode === 'off' ? { admitted: true, params: body } : { admitted: false };
      const params = body as GraphQLParams;
      const id = persistedQueryId(params.extensions);
      if (id !== undefined) {
        const known = text(id);
        if (known !== undefined) {
          return { admitted: true, operationId: id, params: { ...withoutId(params), query: known } };
        }
        // Outside the rule, an app built from newer sources than the manifest sends its text too.
        if (settings().mode === 'only' || typeof params.query !== 'string') return { admitted: false };
        return { admitted: true, params: withoutId(params) };
      }
      // Nothing to run: Apollo answers that with its own 400.
      if (typeof params.query !== 'string') return { admitted: true, params };
      if (settings().mode === 'off' || (await isContentApiToken(strapi, authorization))) {
        return { admitted: true, params };
      }
      return { admitted: false };
    },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** The id of a persisted-query request (Apollo's `extensions.persistedQuery`, version 1). */
export function persistedQueryId(extensions: unknown): string | undefined {
  if (!extensions || typeof extensions !== 'object') return undefined;
  const persisted = (extensions as { persistedQuery?: { version?: unknown; sha256Hash?: unknown } }).persistedQuery;
  return persisted?.version === 1 && typeof persisted.sha256Hash === 'string' ? persisted.sha256Hash : undefined;
}

/** The request without the id in its extensions (Apollo's own persisted queries are off: config/plugins.ts). */
function withoutId(params: GraphQLParams): GraphQLParams {
  const { extensions, ...others } = params;
  const { persistedQuery: _id, ...rest } = extensions as Record<string, unknown>;
  // Apollo refuses an `extensions` key that holds no object.
  return Object.keys(rest).length ? { ...others, extensions: rest } : others;
}

/**
 * Whether the Authorization header carries an API token an admin made, asked of Strapi's own content-API token
 * strategy (kind, expiry, and the look-up src/extensions/users-permissions/signed-in-cache.ts keeps cheap). A
 * teacher's sign-in token is no API token.
 */
async function isContentApiToken(strapi: Core.Strapi, authorization: string | undefined): Promise<boolean> {
  if (!authorization) return false;
  let authenticated = false;
  const probe = {
    request: { header: { authorization } },
    state: { route: { info: { type: 'content-api' }, config: { auth: { strategies: ['content-api-token'] } } } },
    unauthorized: () => undefined,
  };
  try {
    await strapi.get('auth').authenticate(probe, async () => {
      authenticated = true;
    });
  } catch {
    return false;
  }
  return authenticated;
}

const isManifest = (value: unknown): value is Record<string, string> =>
  Boolean(value) &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.values(value as object).every((text) => typeof text === 'string');

function readManifest(strapi: Core.Strapi, file: string): Record<string, string> | undefined {
  try {
    const manifest: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (isManifest(manifest)) return manifest;
    strapi.log.warn(`Trusted documents: ${file} is not a manifest (an object of id -> operation text)`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') strapi.log.warn(`Trusted documents: ${file}: ${error}`);
  }
  return undefined;
}

/** The file a manifest is kept under: named by its content, so an unchanged build keeps one file. */
const keptName = (content: string) => `${crypto.hash('sha256', content).slice(0, 16)}.json`;

/**
 * Copies the current manifest into the kept folder (or marks it used again), and deletes kept manifests unused for
 * longer than `keepDays`.
 */
function keepCurrentManifest(strapi: Core.Strapi, settings: TrustedDocumentsSettings): void {
  let current: string | undefined;
  try {
    fs.mkdirSync(settings.keptDir, { recursive: true });
    if (fs.existsSync(settings.manifest)) {
      const content = fs.readFileSync(settings.manifest, 'utf8');
      current = path.join(settings.keptDir, keptName(content));
      if (fs.existsSync(current)) fs.utimesSync(current, new Date(), new Date());
      else fs.writeFileSync(current, content);
    }
    const oldest = Date.now() - settings.keepDays * 24 * 60 * 60 * 1000;
    for (const name of fs.readdirSync(settings.keptDir)) {
      const file = path.join(settings.keptDir, name);
      if (name.endsWith('.json') && file !== current && fs.statSync(file).mtimeMs < oldest) fs.rmSync(file);
    }
  } catch (error) {
    strapi.log.warn(`Trusted documents: keeping manifests in ${settings.keptDir} failed: ${error}`);
  }
}

/** Every operation of the current and the kept manifests, by id; an id that is not its text's sha256 is left out. */
function readManifests(strapi: Core.Strapi, settings: TrustedDocumentsSettings): Map<string, string> {
  const files = [settings.manifest];
  try {
    for (const name of fs.readdirSync(settings.keptDir).sort()) {
      if (name.endsWith('.json')) files.push(path.join(settings.keptDir, name));
    }
  } catch {
    // No kept folder: the current manifest alone.
  }
  const texts = new Map<string, string>();
  for (const file of files) {
    for (const [id, text] of Object.entries(readManifest(strapi, file) ?? {})) {
      if (texts.has(id)) continue;
      if (crypto.hash('sha256', text) !== id) {
        strapi.log.warn(`Trusted documents: ${file}: ${id} is not the sha256 of its text; left out`);
        continue;
      }
      texts.set(id, text);
    }
  }
  return texts;
}

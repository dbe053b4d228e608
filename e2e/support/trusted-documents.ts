import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Request } from 'playwright-core';

/**
 * The app sends every GraphQL operation as one of its trusted documents (apps/web/src/lib/trustedDocuments.ts): the id
 * of an operation in the manifest its build carries, with its variables, never its text; in production the CMS runs
 * nothing else. Every page of every journey is watched (support/browser.ts), and a journey whose pages sent anything
 * else fails (support/setup.ts). Requests that got no answer (a journey offline) are not counted, nor the copies the
 * offline worker sends on for a page (the page's own request is).
 */

const webDir = fileURLToPath(new URL('../../apps/web/', import.meta.url));
/** The manifest of the built product (dist-server/), else the one codegen wrote. */
const manifestFile = [
  path.join(webDir, 'dist-server', 'persisted-documents.json'),
  path.join(webDir, 'src', 'gql', 'persisted-documents.json'),
].find((file) => fs.existsSync(file));
const manifest = (manifestFile ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : {}) as Record<string, string>;

const untrusted: string[] = [];

interface GraphQLRequest {
  operationName?: string;
  query?: string;
  extensions?: { persistedQuery?: { sha256Hash?: string } };
}

/** What a page sent to /graphql (a GET's parameters or a POST's body), or undefined for any other request. */
export function graphqlRequestOf(request: Request): GraphQLRequest | undefined {
  const url = new URL(request.url());
  if (url.pathname !== '/graphql') return undefined;
  if (request.method() === 'GET') {
    const extensions = url.searchParams.get('extensions');
    return {
      operationName: url.searchParams.get('operationName') ?? undefined,
      query: url.searchParams.get('query') ?? undefined,
      extensions: extensions ? (JSON.parse(extensions) as GraphQLRequest['extensions']) : undefined,
    };
  }
  try {
    return (request.postDataJSON() as GraphQLRequest | null) ?? {};
  } catch {
    return {};
  }
}

export function watchGraphqlRequests(context: BrowserContext): void {
  context.on('response', (response) => {
    // What the offline worker sends on is the page's own request again (counted as the page's), its body unreadable.
    if (response.request().serviceWorker()) return;
    const sent = graphqlRequestOf(response.request());
    if (!sent) return;
    const id = sent.extensions?.persistedQuery?.sha256Hash;
    const name = sent.operationName ?? '(unnamed)';
    if (sent.query !== undefined) untrusted.push(`${name} sent its text`);
    else if (!id || !(id in manifest)) untrusted.push(`${name} sent ${id ? `the unknown id ${id}` : 'no id'}`);
  });
}

/** The requests found untrusted since the last call. */
export const takeUntrustedRequests = (): string[] => untrusted.splice(0);

/** The names of the app's operations whose text matches `pattern` (what a page's request reads, by its id). */
export function operationsReading(pattern: RegExp): Set<string> {
  const names = new Set<string>();
  for (const text of Object.values(manifest)) {
    if (!pattern.test(text)) continue;
    for (const [, name] of text.matchAll(/\b(?:query|mutation) (\w+)/g)) names.add(name!);
  }
  return names;
}

import fs from 'node:fs';
import path from 'node:path';
import { print, type DocumentNode } from 'graphql';

/**
 * The web app's GraphQL operations as it sends them (apps/web/src/gql/graphql.ts, generated), so CMS tests ask
 * exactly what the browser asks instead of a hand-copied selection that drifts.
 */
const webOperations = fs.readFileSync(path.resolve(__dirname, '../../web/src/gql/graphql.ts'), 'utf8');

/** The generated document of the web app's operation `name` (fragments included). */
export function webDocument(name: string): DocumentNode {
  const match = webOperations.match(
    new RegExp(`^export const ${name}Document = (\\{.*\\}) as unknown as DocumentNode`, 'm'),
  );
  if (!match) throw new Error(`No ${name}Document in apps/web/src/gql/graphql.ts`);
  return JSON.parse(match[1]) as DocumentNode;
}

/** The text of the web app's operation `name`, for `graphql()` of ./client. */
export const webOperation = (name: string): string => print(webDocument(name));

/**
 * Keeps of `source` what `shape` selects, so a REST answer reads like the GraphQL one (ids as strings). REST has no
 * type names: the `__typename` the web app's operations select (as Apollo Client sends them) is taken from `shape`.
 */
export function pickLike(shape: unknown, source: unknown): unknown {
  if (Array.isArray(shape) && Array.isArray(source)) {
    return source.map((item, index) => pickLike(shape[index] ?? shape[0], item));
  }
  if (shape && typeof shape === 'object' && !Array.isArray(shape) && source && typeof source === 'object') {
    if (Object.keys(shape).length === 0) return source;
    const record = source as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(shape).map(([key, value]) => [
        key,
        key === '__typename' ? value : pickLike(value, record[key] ?? null),
      ]),
    );
  }
  if (typeof shape === 'string' && typeof source === 'number') return String(source);
  return source;
}

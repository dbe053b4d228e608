// What bench/cached-hit.mjs and bench/cached-hit-ab.mjs share: the request the web app sends for one operation, and
// the serving process's processor time.
import fs from 'node:fs';
import path from 'node:path';

/** Apollo Client's own headers; no Accept-Encoding, as autocannon sends none. */
export const APP_HEADERS = {
  'content-type': 'application/json',
  accept: 'application/graphql-response+json,application/json;q=0.9',
};

/**
 * The body the web app sends for a query of a checkout (`root`): its id as codegen gave it
 * (apps/web/src/gql/persisted-documents.json) and its variables.
 */
export function byIdBody(root, operation, variables = {}) {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(root, 'apps', 'web', 'src', 'gql', 'persisted-documents.json'), 'utf8'),
  );
  const found = Object.entries(manifest).find(([, text]) => new RegExp(`\\bquery ${operation}\\b`).test(text));
  if (!found) throw new Error(`${operation} is not a query of ${root}'s manifest`);
  return JSON.stringify({
    operationName: operation,
    variables,
    extensions: { persistedQuery: { version: 1, sha256Hash: found[0] } },
  });
}

/** User and system time of a process so far, in seconds (every thread, the garbage collector's included). */
export function processorSeconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // clock ticks: 100 a second on Linux
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

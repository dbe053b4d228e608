// The GraphQL operations the web app sends, as it sends them: the documents generated in apps/web/src/gql/graphql.ts
// (`npm run codegen`), printed back to query text. The load of bench/scale-load.mjs replays these, so a change to the
// web app's queries is what the benchmark measures without recording anything in a browser.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { print } from 'graphql';

const generated = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/gql/graphql.ts');

/**
 * Every operation of the web app by its document's name (`MeDocument` → `Me`): the operation's own name (the web
 * app sends it as `operationName`) and its query text.
 */
export function webAppOperations() {
  const source = fs.readFileSync(generated, 'utf8');
  const operations = {};
  // Each document is one line of JSON: `export const XDocument = {…} as unknown as DocumentNode<…>;`
  for (const [, name, json] of source.matchAll(/^export const (\w+)Document = (\{.*\}) as unknown as/gm)) {
    const document = JSON.parse(json);
    const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
    operations[name] = { operationName: operation.name.value, query: print(document) };
  }
  return operations;
}

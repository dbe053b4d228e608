/**
 * The app's GraphQL documents in the build: each `graphql(`…`)` call bundled as its own generated document, and the
 * trusted documents' manifest beside the server entry (vite.config.ts uses both).
 */
import { transformAsync } from '@babel/core';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformWithOxc, type Plugin } from 'vite';

const generatedDir = fileURLToPath(new URL('../src/gql', import.meta.url));

const generatedDocumentsFile = `${generatedDir}/graphql.ts`;
const documentModule = 'virtual:graphql-document/';

/** The documents codegen wrote into src/gql/graphql.ts, by export name (LessonDocument, ImageFieldsFragmentDoc ...). */
async function loadGeneratedDocuments(): Promise<Record<string, unknown>> {
  const source = fs.readFileSync(generatedDocumentsFile, 'utf8');
  const { code } = await transformWithOxc(source, generatedDocumentsFile, { lang: 'ts' });
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

/**
 * A generated document as the bundle carries it: without the `__typename` selections codegen wrote for the trusted
 * documents' manifest (codegen.ts), which Apollo Client adds again, every one, when it reads the document; its id
 * (`__meta__`) still names the text with them. About 1 KB of the first visit's script.
 */
function withoutTypenames(node: unknown, parentKind?: string): unknown {
  if (Array.isArray(node)) return node.map((item) => withoutTypenames(item, parentKind));
  if (!node || typeof node !== 'object') return node;
  const record = node as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) kept[key] = withoutTypenames(value, record.kind as string);
  // Apollo adds none to an operation's own selection set: what is there was written so, and stays.
  if (record.kind === 'SelectionSet' && parentKind !== 'OperationDefinition') {
    kept.selections = (kept.selections as Record<string, unknown>[]).filter(
      (selection) =>
        !(
          selection.kind === 'Field' &&
          (selection.name as { value: string }).value === '__typename' &&
          !selection.alias &&
          !(selection.directives as unknown[] | undefined)?.length
        ),
    );
  }
  return kept;
}

/**
 * Each `graphql(`…`)` call becomes its one generated document, as a module of its own: the codegen's optimiser
 * names it, then the document is taken out of src/gql/graphql.ts. A chunk then carries only the documents it uses,
 * where gql.ts's map (or one module of every document) would put all of them in the entry.
 */
export function graphqlDocumentsPerModule(): Plugin {
  let documents: Promise<Record<string, unknown>> | undefined;
  return {
    name: 'graphql-documents-per-module',
    apply: 'build',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(generatedDir) || !code.includes('graphql(`')) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [[babelOptimizerPlugin, { artifactDirectory: generatedDir, gqlTagName: 'graphql' }]],
      });
      if (!result?.code) return null;
      const rewritten = result.code.replace(
        /import \{ (\w+(?:Document|FragmentDoc)) \} from "[^"]*\/gql\/graphql";/g,
        (_, name: string) => `import ${name} from "${documentModule}${name}";`,
      );
      return { code: rewritten, map: result.map };
    },
    resolveId(source) {
      return source.startsWith(documentModule) ? `\0${source}` : null;
    },
    async load(id) {
      if (!id.startsWith(`\0${documentModule}`)) return null;
      const name = id.slice(documentModule.length + 1);
      documents ??= loadGeneratedDocuments();
      const document = (await documents)[name];
      if (!document) throw new Error(`${name} is not in src/gql/graphql.ts: run \`npm run codegen\``);
      return `export default ${JSON.stringify(withoutTypenames(document))};`;
    },
  };
}

/**
 * The manifest of the app's trusted documents (codegen's src/gql/persisted-documents.json), beside the server entry in
 * dist-server/: the CMS loads it at start and runs only these operations (README "Trusted documents"). The browser's
 * build, which the CMS serves to anyone, does not carry it.
 */
export function trustedDocumentsManifest(): Plugin {
  return {
    name: 'trusted-documents-manifest',
    apply: 'build',
    generateBundle() {
      const source = fs.readFileSync(`${generatedDir}/persisted-documents.json`, 'utf8');
      this.emitFile({ type: 'asset', fileName: 'persisted-documents.json', source });
    },
  };
}

import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import layers of eslint.config.mjs (app -> entry points -> content API -> features -> services -> caller ->
 * changes -> foundation -> strapi-internals): each wrong-way import fails the lint, each right-way one passes.
 * Runs ESLint on text alone, so it needs no CMS (vitest.config.mts runs it without the boot).
 */
// The cycle rule reads the files an import names from disk, and these are made up: it is checked by `npm run lint`.
const eslint = new ESLint({
  cwd: path.resolve(__dirname, '..'),
  overrideConfig: { rules: { 'import/no-cycle': 'off' } },
});

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId?.startsWith('boundaries/')).map((m) => m.message);
}

const above = (home: string, layer: string) =>
  `${home} is in the ${layer} layer: it does not import a layer above it (eslint.config.mjs)`;
const beside = (home: string, layer: string) =>
  `${home} is in the ${layer} layer: it does not import another home of its layer (eslint.config.mjs)`;

describe('CMS import boundaries', () => {
  it.each([
    [
      'the Strapi seam importing the product',
      'src/strapi-internals/Wrong.ts',
      "import { failingOnOutage } from '../extensions/users-permissions/sign-in-check';\nexport const wrong = failingOnOutage;\n",
      above('strapi-internals', 'strapi-internals'),
    ],
    [
      'the read rules importing a content API (ownership -> api/playlist)',
      'src/access/Wrong.ts',
      "import { keepValidItems } from '../api/playlist/items';\nexport const wrong = keepValidItems;\n",
      above('access', 'foundation'),
    ],
    [
      'the response cache importing an entry point (operation -> extensions/graphql)',
      'src/response-cache/Wrong.ts',
      "import { GRAPHQL_PAGES } from '../extensions/graphql/limits';\nexport const wrong = GRAPHQL_PAGES;\n",
      above('response-cache', 'services'),
    ],
    [
      'the caller importing the response cache, even for a type',
      'src/caller/Wrong.ts',
      "import type { ResponseCache } from '../response-cache';\nexport type Wrong = ResponseCache;\n",
      above('caller', 'caller'),
    ],
    [
      'the change signals importing the caller',
      'src/changes/Wrong.ts',
      "import { accessLevels } from '../caller/access-level';\nexport const wrong = accessLevels;\n",
      above('changes', 'changes'),
    ],
    [
      'upload storage importing a middleware',
      'src/upload-storage/Wrong.ts',
      "import databaseUnavailable from '../middlewares/database-unavailable';\nexport const wrong = databaseUnavailable;\n",
      above('upload-storage', 'services'),
    ],
    [
      'a middleware importing an extension (same layer)',
      'src/middlewares/Wrong.ts',
      "import { accountAuthActions } from '../extensions/users-permissions/auth';\nexport const wrong = accountAuthActions;\n",
      beside('middlewares', 'entry points'),
    ],
    [
      'search importing the metrics (same layer)',
      'src/search/Wrong.ts',
      "import { observeRequests } from '../metrics';\nexport const wrong = observeRequests;\n",
      beside('search', 'features'),
    ],
    [
      'a loose file importing another loose file of its layer',
      'src/preview.ts',
      "import { appUrl } from './app-url';\nexport const wrong = appUrl;\n",
      beside('preview.ts', 'foundation'),
    ],
    [
      'a file in no home',
      'src/somewhere-new.ts',
      'export const wrong = 1;\n',
      'File does not match any file pattern and does not belong to any known element',
    ],
  ])('fails %s', async (_case, filePath, code, message) => {
    expect(await boundaryErrors(filePath, code)).toEqual([message]);
  });

  it.each([
    [
      'the response cache using the caller, the change signals and the read rules',
      'src/response-cache/Right.ts',
      "import { accessLevels } from '../caller/access-level';\nimport { changeSignals } from '../changes';\nimport { PER_USER_CONTENT_TYPES } from '../access/permissions';\nexport const right = [accessLevels, changeSignals, PER_USER_CONTENT_TYPES];\n",
    ],
    [
      'the signed-in caches using the caller, the change signals and the Strapi seam',
      'src/extensions/users-permissions/Right.ts',
      "import { accessLevels } from '../../caller/access-level';\nimport { changeSignals } from '../../changes';\nimport { replaceCoreStoreGet } from '../../strapi-internals/core-store';\nexport const right = [accessLevels, changeSignals, replaceCoreStoreGet];\n",
    ],
    [
      'search using the response cache, the change signals and its own files',
      'src/search/Right.ts',
      "import { responseCache } from '../response-cache';\nimport { changeSignals } from '../changes';\nimport { searchService } from './service';\nexport const right = [responseCache, changeSignals, searchService];\n",
    ],
    [
      'a content API using another one',
      'src/api/score/Right.ts',
      "import { callerOfFileRequest } from '../document/viewer';\nexport const right = callerOfFileRequest;\n",
    ],
    [
      'the app using every layer',
      'src/index.ts',
      "import { enforceOwnership } from './access/ownership';\nimport { keepValidPlaylistItems } from './api/playlist/items';\nimport { turnOffPublisherTimers } from './strapi-internals/publisher-timers';\nexport const right = [enforceOwnership, keepValidPlaylistItems, turnOffPublisherTimers];\n",
    ],
  ])('passes %s', async (_case, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });
});

const SRC = path.resolve(__dirname, '../src');
/** Every TypeScript file of src/, as a path relative to src/. */
function sourceFiles(dir = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'admin' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') ? [path.relative(SRC, full)] : [];
  });
}
const read = (file: string) => fs.readFileSync(path.join(SRC, file), 'utf8');

describe('one caller vocabulary (src/access/caller.ts)', () => {
  const CALLER = 'access/caller.ts';
  /** Where role names rightly appear: the role table, the permissions per role, role assignment and the demo accounts. */
  const ROLES_NAMED_IN = new Set([
    CALLER,
    'access/permissions.ts',
    'api/subscription/services/subscription.ts',
    'seed/accounts.ts',
  ]);

  it('maps a role to what it reads in one table only: no other file names a teacher role or compares a role', () => {
    const offenders = sourceFiles()
      .filter((file) => !ROLES_NAMED_IN.has(file))
      .filter((file) => /['"](active_subscriber|authenticated)['"]|role\??\.type\s*[!=]==/.test(read(file)));
    expect(offenders).toEqual([]);
  });

  it('declares the three callers once: no other caller type, level list or rank of levels', () => {
    const offenders = sourceFiles()
      .filter((file) => file !== CALLER)
      .filter((file) =>
        /'visitor'\s*\|\s*'registered'|'anonymous'\s*\|\s*'signed-in'|\[\s*'visitor',\s*'registered',\s*'subscriber'\s*\]/.test(
          read(file),
        ),
      );
    expect(offenders).toEqual([]);
    for (const gone of ['Reader', 'AccessLevel', 'DetailCaller', 'Viewer']) {
      expect(sourceFiles().filter((file) => new RegExp(`\\btype ${gone}\\b`).test(read(file)))).toEqual([]);
    }
  });

  it.each([
    ['content', 'access/content-access.ts'],
    ['detail fields', 'access/detail-fields.ts'],
    ['detail fields over REST', 'access/detail-controller.ts'],
    ['detail fields over GraphQL', 'policies/reads-details.ts'],
    ['detail filters over GraphQL', 'policies/no-withheld-detail-filters.ts'],
    ['files and documents', 'api/document/viewer.ts'],
    ['who may download a file', 'api/document/services/document-access.ts'],
    ['file fields', 'access/file-fields.ts'],
    ['search', 'search/access.ts'],
    ['the response cache and search callers', 'caller/access-level.ts'],
    ["the response cache's confirmation", 'middlewares/response-cache.ts'],
    ["an at-home link's teacher", 'api/at-home/services/at-home.ts'],
  ])('%s (%s) asks the caller module', (_decision, file) => {
    const imports = [...read(file).matchAll(/from '([^']+)'/g)].map(([, from]) =>
      path.relative(SRC, path.resolve(path.dirname(path.join(SRC, file)), from)),
    );
    expect(imports.some((from) => from === 'access/caller' || from === 'access/permissions')).toBe(true);
  });
});

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The homes of eslint.config.mjs: Strapi's entry points in layers (app -> entry points -> content API), and below them
 * the rooms, each importing only the rooms its README.ts names. Each wrong-way import fails the lint, each right-way
 * one passes. Runs ESLint on text alone, so it needs no CMS (vitest.config.mts runs it without the boot).
 */
const eslint = new ESLint({ cwd: path.resolve(__dirname, '..') });
/** The repository's root. */
const REPO = path.resolve(__dirname, '../../..');

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId?.startsWith('boundaries/')).map((m) => m.message);
}

const beside = (home: string, layer: string) =>
  `${home} is in the ${layer} layer: it does not import another home of its layer (eslint.config.mjs)`;
const room = (name: string, uses: string) => `${name} uses ${uses} (src/${name}/README.ts), and no entry point`;

describe('CMS import boundaries', () => {
  it.each([
    [
      'the Strapi seam importing the product',
      'src/strapi-internals/Wrong.ts',
      "import { failingOnOutage } from '../extensions/users-permissions/sign-in-check';\nexport const wrong = failingOnOutage;\n",
      room('strapi-internals', 'no other room'),
    ],
    [
      'the Strapi seam importing the platform it serves',
      'src/strapi-internals/Wrong.ts',
      "import { onePerStrapi } from '../platform/one-per-strapi';\nexport const wrong = onePerStrapi;\n",
      room('strapi-internals', 'no other room'),
    ],
    [
      'the read rules importing a content API (ownership -> api/playlist)',
      'src/access/Wrong.ts',
      "import { keepValidItems } from '../api/playlist/items';\nexport const wrong = keepValidItems;\n",
      room('access', 'platform, strapi-internals'),
    ],
    [
      'the read rules importing the accounts room (a room it does not name)',
      'src/access/Wrong.ts',
      "import { accessLevels } from '../accounts/tokens/access-level';\nexport const wrong = accessLevels;\n",
      room('access', 'platform, strapi-internals'),
    ],
    [
      'the response cache importing an entry point (operation -> extensions/graphql)',
      'src/delivery/response-cache/Wrong.ts',
      "import { GRAPHQL_PAGES } from '../../extensions/graphql/limits';\nexport const wrong = GRAPHQL_PAGES;\n",
      room('delivery', 'editorial, accounts, access, platform, strapi-internals'),
    ],
    [
      'the token levels importing the response cache, even for a type',
      'src/accounts/tokens/Wrong.ts',
      "import type { ResponseCache } from '../../delivery/response-cache';\nexport type Wrong = ResponseCache;\n",
      room('accounts', 'access, platform, strapi-internals'),
    ],
    [
      'the change signals importing the token levels',
      'src/platform/changes/Wrong.ts',
      "import { accessLevels } from '../../accounts/tokens/access-level';\nexport const wrong = accessLevels;\n",
      room('platform', 'strapi-internals'),
    ],
    [
      'upload storage importing a middleware',
      'src/platform/upload-storage/Wrong.ts',
      "import databaseUnavailable from '../../middlewares/database-unavailable';\nexport const wrong = databaseUnavailable;\n",
      room('platform', 'strapi-internals'),
    ],
    [
      'the editorial room importing delivery (the other way round is the rule)',
      'src/editorial/Wrong.ts',
      "import { responseCache } from '../delivery/response-cache';\nexport const wrong = responseCache;\n",
      room('editorial', 'access, platform, strapi-internals'),
    ],
    [
      'the seed importing the scores room',
      'src/seed/Wrong.ts',
      "import { engraveScore } from '../scores/engrave';\nexport const wrong = engraveScore;\n",
      room('seed', 'no other room'),
    ],
    [
      'a middleware importing an extension (same layer)',
      'src/middlewares/Wrong.ts',
      "import { accountAuthActions } from '../extensions/users-permissions/auth';\nexport const wrong = accountAuthActions;\n",
      beside('middlewares', 'entry points'),
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
      'the response cache using the token levels, the change signals and the read rules',
      'src/delivery/response-cache/Right.ts',
      "import { accessLevels } from '../../accounts/tokens/access-level';\nimport { changeSignals } from '../../platform/changes';\nimport { PER_USER_CONTENT_TYPES } from '../../access/permissions';\nexport const right = [accessLevels, changeSignals, PER_USER_CONTENT_TYPES];\n",
    ],
    [
      'the signed-in caches using the token levels, the change signals and the Strapi seam',
      'src/extensions/users-permissions/Right.ts',
      "import { accessLevels } from '../../accounts/tokens/access-level';\nimport { changeSignals } from '../../platform/changes';\nimport { replaceCoreStoreGet } from '../../strapi-internals/core-store';\nexport const right = [accessLevels, changeSignals, replaceCoreStoreGet];\n",
    ],
    [
      'search using the response cache (its own room), the caller and its own files',
      'src/delivery/search/Right.ts',
      "import { responseCache } from '../response-cache';\nimport { callerOf } from '../../access/caller';\nimport { searchService } from './service';\nexport const right = [responseCache, callerOf, searchService];\n",
    ],
    [
      'the read rules using the platform and the Strapi seam',
      'src/access/Right.ts',
      "import { onePerStrapi } from '../platform/one-per-strapi';\nimport { requestAuth } from '../strapi-internals/request-auth';\nexport const right = [onePerStrapi, requestAuth];\n",
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

/** `npm run lint`'s cycle check (oxlint's import/no-cycle, .oxlintrc.json) over a folder of made-up modules. */
describe('import cycles', () => {
  const lintCycles = (files: Record<string, string>) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
    const oxlint = path.join(path.dirname(require.resolve('oxlint/package.json')), 'bin', 'oxlint');
    const run = spawnSync(process.execPath, [oxlint, '-c', path.join(REPO, '.oxlintrc.json'), dir], {
      encoding: 'utf8',
    });
    fs.rmSync(dir, { recursive: true, force: true });
    return { status: run.status, output: run.stdout + run.stderr };
  };

  it('fails a module whose imports lead back to it, however far round', () => {
    const { status, output } = lintCycles({
      'a.ts': "import { b } from './b';\nexport const a = () => b();\n",
      'b.ts': "import { c } from './c';\nexport const b = () => c();\n",
      'c.ts': "import { a } from './a';\nexport const c = () => a;\n",
    });
    expect(status).toBe(1);
    expect(output).toMatch(/import\(no-cycle\): Dependency cycle detected/);
    expect(output).toMatch(/Found 0 warnings and 3 errors/);
  });

  it('passes imports that never come back, and type-only ones that do', () => {
    const { status, output } = lintCycles({
      'a.ts': "import { b } from './b';\nexport const a = () => b();\n",
      'b.ts': "import type { a } from './a';\nexport const b = (): typeof a | undefined => undefined;\n",
      'c.ts': "import { a } from './a';\nexport const c = a;\n",
    });
    expect(output).toMatch(/Found 0 warnings and 0 errors/);
    expect(status).toBe(0);
  });
});

/** Strapi's own entry points in src/ (it loads them where they are), and the rooms. */
const STRAPI_ENTRY_POINTS = ['admin', 'api', 'components', 'extensions', 'index.ts', 'middlewares', 'policies'];
const ROOMS = ['access', 'accounts', 'delivery', 'editorial', 'platform', 'scores', 'seed', 'strapi-internals'];

describe('the rooms of src/', () => {
  const header = (name: string) => fs.readFileSync(path.resolve(__dirname, `../src/${name}/README.ts`), 'utf8');
  const listed = (name: string, label: 'Uses' | 'Used by') => {
    const line = new RegExp(`^ \\* ${label}: (.+)$`, 'm').exec(header(name))?.[1] ?? '';
    return line
      .replace(/\(.*\)/, '')
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item && item !== 'nothing' && !item.startsWith('nothing of the rooms'));
  };

  it("are at most eight, beside Strapi's entry points, with no loose file at the root", () => {
    const entries = fs.readdirSync(path.resolve(__dirname, '../src')).sort();
    expect(entries).toEqual([...STRAPI_ENTRY_POINTS, ...ROOMS].sort());
    expect(ROOMS.length).toBeLessThanOrEqual(8);
  });

  it.each(ROOMS)('%s opens with a README.ts saying what it owns, what it uses and what uses it', (name) => {
    expect(header(name)).toMatch(/^\/\*\*\n \* [\w-]+: /);
    expect(header(name)).toMatch(/^ \* Owns:/m);
    for (const used of listed(name, 'Uses')) expect(ROOMS).toContain(used);
    // Both ways: a room's "Used by" is every room whose "Uses" names it.
    expect(listed(name, 'Used by').sort()).toEqual(
      ROOMS.filter((other) => listed(other, 'Uses').includes(name)).sort(),
    );
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
  /**
   * Where role names rightly appear: the role table, the permissions per role, role assignment and the demo accounts.
   */
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
    ['search', 'delivery/search/access.ts'],
    ['the response cache and search callers', 'accounts/tokens/access-level.ts'],
    ["the response cache's confirmation", 'middlewares/response-cache.ts'],
    ["an at-home link's teacher", 'api/at-home/services/at-home.ts'],
  ])('%s (%s) asks the caller module', (_decision, file) => {
    const imports = [...read(file).matchAll(/from '([^']+)'/g)].map(([, from]) =>
      path.relative(SRC, path.resolve(path.dirname(path.join(SRC, file)), from)),
    );
    expect(imports.some((from) => from === 'access/caller' || from === 'access/permissions')).toBe(true);
  });
});

describe('docs/ARCHITECTURE.md', () => {
  const doc = fs.readFileSync(path.join(REPO, 'docs/ARCHITECTURE.md'), 'utf8');
  const picture = /```\n([\s\S]*?)```/.exec(doc)?.[1] ?? '';

  it('names every room of src/', () => {
    for (const name of ROOMS) expect(doc).toContain(`\`apps/cms/src/${name}\``);
  });

  it('names only files and folders that exist', () => {
    const named = [...doc.matchAll(/\b((?:apps|e2e|docs|bench)\/[\w./-]*\w)/g)].map(([, found]) => found);
    expect(named.length).toBeGreaterThan(30);
    expect(named.filter((found) => !fs.existsSync(path.join(REPO, found)))).toEqual([]);
  });

  it("draws the request flow with code that exists (paths in the picture are apps/cms/src's)", () => {
    const homes = [...ROOMS, 'middlewares', 'extensions', 'api'].join('|');
    const named = [...picture.matchAll(new RegExp(`(?<![\\w/.-])((?:${homes})/[\\w./-]*\\w)`, 'g'))].map(
      ([, found]) => found,
    );
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((found) => !fs.existsSync(path.resolve(__dirname, '../src', found)))).toEqual([]);
  });
});

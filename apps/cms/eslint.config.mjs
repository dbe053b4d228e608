import { readFileSync } from 'node:fs';
import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';
import { COMMENT_WIDTH, fileLength } from '../../eslint.shared.mjs';

/**
 * src/ is a house of rooms (docs/ARCHITECTURE.md). Strapi's own entry points stay where Strapi loads them, in layers:
 *   app              index.ts
 *   entry points     middlewares, policies, extensions/graphql, extensions/users-permissions (not one another)
 *   content API      api (Strapi's content-API folders call one another, as its services do)
 * and below them the rooms (ROOMS). Each room opens with src/<room>/README.ts saying what it owns and which rooms it
 * uses (`Uses: a, b` or `Uses: nothing`); that line is read here, so the header and the lint never disagree. A room
 * imports its own files and the rooms it names, never another room nor an entry point. Every file of src/ belongs to
 * a home. Tests may import anything.
 */
const ROOMS = ['delivery', 'editorial', 'accounts', 'access', 'platform', 'strapi-internals', 'seed', 'scores'];

/** The rooms a room's README.ts says it uses. */
function roomUses(room) {
  const header = readFileSync(new URL(`./src/${room}/README.ts`, import.meta.url), 'utf8');
  const line = /^ \* Uses: (.+)$/m.exec(header)?.[1];
  if (!line) throw new Error(`src/${room}/README.ts has no "Uses:" line`);
  return line.trim() === 'nothing' ? [] : line.split(',').map((name) => name.trim());
}

const LAYERS = [
  ['app', ['index.ts']],
  ['entry points', ['middlewares', 'policies', 'extensions/graphql', 'extensions/users-permissions']],
  ['content API', ['api']],
];
const ENTRY_HOMES = LAYERS.flatMap(([, homes]) => homes);

const isFile = (home) => home.endsWith('.ts');
/** A folder home is a boundaries element, a loose file a file category; either is selected by its home's name. */
const selector = (home) => (isFile(home) ? { file: { categories: home } } : { element: { type: home } });

const layerPolicies = LAYERS.flatMap(([layer, homes], index) => {
  const above = LAYERS.slice(0, index).flatMap(([, higher]) => higher);
  return homes.flatMap((home) => {
    const peers = homes.filter((peer) => peer !== home);
    return [
      above.length && {
        from: selector(home),
        disallow: { to: above.map(selector) },
        message: `${home} is in the ${layer} layer: it does not import a layer above it (eslint.config.mjs)`,
      },
      peers.length && {
        from: selector(home),
        disallow: { to: peers.map(selector) },
        message: `${home} is in the ${layer} layer: it does not import another home of its layer (eslint.config.mjs)`,
      },
    ].filter(Boolean);
  });
});

const roomPolicies = ROOMS.map((room) => {
  const uses = roomUses(room);
  const unknown = uses.filter((name) => !ROOMS.includes(name));
  if (unknown.length) throw new Error(`src/${room}/README.ts uses unknown rooms: ${unknown.join(', ')}`);
  return {
    from: selector(room),
    disallow: {
      to: [...ENTRY_HOMES, ...ROOMS.filter((other) => other !== room && !uses.includes(other))].map(selector),
    },
    message: `${room} uses ${uses.length ? uses.join(', ') : 'no other room'} (src/${room}/README.ts), and no entry point`,
  };
});

const importBoundaries = {
  plugins: { boundaries },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.js', '.json'] } },
    'boundaries/elements': [...ENTRY_HOMES, ...ROOMS]
      .filter((home) => !isFile(home))
      .map((home) => ({ type: home, pattern: `src/${home}`, partialMatch: false })),
    'boundaries/files': ENTRY_HOMES.filter(isFile).map((home) => ({ category: home, pattern: `src/${home}` })),
  },
  rules: {
    'boundaries/no-unknown-files': 'error',
    'boundaries/dependencies': ['error', { default: 'allow', policies: [...layerPolicies, ...roomPolicies] }],
  },
};

/** A module of src/ past 300 lines, tests aside. */
const FILE_LENGTH = fileLength({ files: ['src/**/*.ts'], ignores: ['**/*.test.*'] });

export default tseslint.config(
  { ignores: ['dist/', 'build/', '.strapi/', '.tmp/', 'types/generated/', 'public/', 'node_modules/', 'src/admin/'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,mts}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly' } },
  },
  { files: ['src/**/*.ts'], ...importBoundaries },
  {
    // Each enabled storage costs every asynchronous resource Node makes (src/platform/async-context.ts).
    files: ['src/**/*.ts'],
    ignores: ['src/platform/async-context.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='AsyncLocalStorage']",
          message: 'One AsyncLocalStorage serves the product: take a slot of it (contextSlot, platform/async-context).',
        },
      ],
    },
  },
  COMMENT_WIDTH,
  FILE_LENGTH,
);

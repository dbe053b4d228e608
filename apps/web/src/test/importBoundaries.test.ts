import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import-boundary rule of eslint.config.js (app -> features -> components/lib, a feature reaches another one
 * only through its index.ts, lib/ free of React): each wrong-way import fails the lint, each right-way one passes.
 */
// apps/web, from this file's own address (Vite would rewrite a `new URL(..., import.meta.url)` as an asset).
const webRoot = decodeURIComponent(import.meta.url.replace(/^file:\/\//, '').replace(/src\/test\/[^/]+$/, ''));
const eslint = new ESLint({ cwd: webRoot });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

describe('import boundaries', () => {
  // ESLint loads its configuration and plugins at the first lint (11 s of a test's 30 beside a busy core): once, here.
  beforeAll(async () => {
    await eslint.lintText('export {};\n', { filePath: 'src/lib/Warm.ts' });
  }, 120_000);

  it.each([
    [
      'a feature importing another feature’s internals',
      'src/features/activities/Wrong.ts',
      "import { playlistsQuery } from '../playlists/api/playlists';\nexport const wrong = playlistsQuery;\n",
      "A feature imports another feature only through that feature's index.ts",
    ],
    [
      'a shared component importing a feature',
      'src/components/Wrong.ts',
      "import { AddToPlaylistButton } from '../features/playlists';\nexport const wrong = AddToPlaylistButton;\n",
      'components/ and lib/ are shared by every feature: they import no feature and not app/',
    ],
    [
      'a feature importing the router',
      'src/features/activities/Wrong.ts',
      "import { router } from '../../app/router';\nexport const wrong = router;\n",
      'A feature does not import app/ (the router and providers import features)',
    ],
    [
      'lib/ importing a component',
      'src/lib/Wrong.ts',
      "import { Spinner } from '../components/Spinner';\nexport const wrong = Spinner;\n",
      'lib/ is framework-free: it does not import components/',
    ],
    [
      'lib/ importing React',
      'src/lib/Wrong.ts',
      "import { useState } from 'react';\nexport const wrong = useState;\n",
      'lib/ is framework-free: React and its hooks belong in components/ or a feature',
    ],
    [
      'lib/ importing an Apollo React hook',
      'src/lib/Wrong.ts',
      "import { useQuery } from '@apollo/client/react';\nexport const wrong = useQuery;\n",
      'lib/ is framework-free: React and its hooks belong in components/ or a feature',
    ],
  ])('fails %s', async (_case, filePath, code, message) => {
    expect(await boundaryErrors(filePath, code)).toEqual([message]);
  });

  it.each([
    [
      'a feature using another feature’s index',
      'src/features/activities/Right.ts',
      "import { AddToPlaylistButton } from '../playlists';\nexport const right = AddToPlaylistButton;\n",
    ],
    [
      'a feature using its own api',
      'src/features/playlists/Right.ts',
      "import { playlistsQuery } from './api/playlists';\nexport const right = playlistsQuery;\n",
    ],
    [
      'a feature using shared components and lib',
      'src/features/activities/Right.ts',
      "import { Spinner } from '../../components/Spinner';\nimport { apiFetch } from '../../lib/rest';\nexport const right = [Spinner, apiFetch];\n",
    ],
    [
      'the router using a feature’s routes',
      'src/app/Right.ts',
      "import { PlaylistPage } from '../features/playlists/routes';\nexport const right = PlaylistPage;\n",
    ],
  ])('passes %s', async (_case, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });
});

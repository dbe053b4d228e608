/**
 * The web app's files as the browser gets them: Brotli or gzip copies when accepted, the original's type and cache
 * headers. CMS-free: the spa middleware alone in a Koa app over a throw-away build folder.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding } from '../src/delivery/content-encoding';
import spa from '../src/middlewares/spa';

/** The spa middleware alone in a Koa app, serving `dist` as the web build's folder, on a free port. */
async function serveSpa(dist: string): Promise<{ server: http.Server; base: string }> {
  const strapi = { config: { get: () => dist }, log: { warn: () => undefined } };
  const app = new Koa();
  app.use(spa(undefined, { strapi } as unknown as Parameters<typeof spa>[1]));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('choosing a precompressed copy', () => {
  const both = ['br', 'gzip'] as const;

  it('prefers Brotli when the browser accepts both (Chromium lists gzip first)', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(chooseEncoding('*', both)).toBe('br');
  });

  it('follows the q-values, and never sends a coding rated 0', () => {
    expect(chooseEncoding('gzip;q=1, br;q=0.5', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(chooseEncoding('*;q=0, gzip;q=0.2', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0', both)).toBeNull();
  });

  it('sends the file as it is without a header, an accepted copy or a copy on disk', () => {
    expect(chooseEncoding(undefined, both)).toBeNull();
    expect(chooseEncoding('', both)).toBeNull();
    expect(chooseEncoding('identity', both)).toBeNull();
    expect(chooseEncoding('deflate', both)).toBeNull();
    expect(chooseEncoding('br', ['gzip'])).toBeNull();
    expect(chooseEncoding('gzip, br', [])).toBeNull();
  });
});

describe('the spa middleware', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-dist-'));
  const indexHtml = '<!doctype html><title>Music Classroom</title>'.padEnd(2000, ' ');
  const script = 'console.log("the app");'.repeat(100);
  const serviceWorker = 'self.__precache = ["index.html"];';
  let server: http.Server;
  let base: string;

  function writeWithCopies(file: string, content: string) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
  }

  /** The raw answer: status, headers and the body bytes as sent (not decoded). */
  function get(urlPath: string, acceptEncoding?: string) {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
      http
        .get(`${base}${urlPath}`, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    });
  }

  beforeAll(async () => {
    writeWithCopies(path.join(dist, 'index.html'), indexHtml);
    writeWithCopies(path.join(dist, 'assets', 'app-1a2b3c.js'), script);
    fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\n');
    // What the build keeps for the server: its module lists and the hash of the sources it was built from.
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, '.vite', 'shell-preloads.json'), '[]');
    fs.writeFileSync(path.join(dist, '.source-hash'), 'abc123');
    // The offline lessons' worker, with stale copies beside it (as if compressed before its file list was injected).
    fs.writeFileSync(path.join(dist, 'sw.js'), serviceWorker);
    fs.writeFileSync(path.join(dist, 'sw.js.br'), zlib.brotliCompressSync('stale worker'));
    fs.writeFileSync(path.join(dist, 'sw.js.gz'), zlib.gzipSync('stale worker'));
    ({ server, base } = await serveSpa(dist));
  });

  afterAll(() => {
    server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends index.html as Brotli to a browser, not to be cached without asking', async () => {
    const answer = await get('/', 'gzip, deflate, br, zstd');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(indexHtml);
  });

  it('sends index.html for a client route too, gzip to a gzip-only client', async () => {
    const answer = await get('/primary/music-foundations', 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(zlib.gunzipSync(answer.body).toString()).toBe(indexHtml);
  });

  it('sends a fingerprinted script compressed, as JavaScript, cached for good', async () => {
    const answer = await get('/assets/app-1a2b3c.js', 'gzip, br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(script.length);
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const answer = await get('/assets/app-1a2b3c.js');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.body.toString()).toBe(script);
  });

  it('sends a file without copies as it is, and a missing asset as a 404', async () => {
    const robots = await get('/robots.txt', 'br');
    expect(robots.headers['content-encoding']).toBeUndefined();
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.headers['cache-control']).toBe('public, max-age=300');
    expect((await get('/assets/missing-123.js', 'br')).status).toBe(404);
  });

  it("never sends the build's own records: Vite's lists and the sources' hash are a 404", async () => {
    for (const record of ['/.vite/shell-preloads.json', '/.source-hash', '/assets/../.source-hash']) {
      const answer = await get(record, 'br');
      expect(answer.status, record).toBe(404);
      expect(answer.body.toString(), record).not.toMatch(/abc123|^\[\]$/);
    }
  });

  it('sends the service worker as built, never a precompressed copy, checked on every load', async () => {
    const answer = await get('/sw.js', 'gzip, deflate, br, zstd');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.body.toString()).toBe(serviceWorker);
  });
});

describe("the shell of a signed-in teacher's lesson page", () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-shell-'));
  // As the web build writes it: the entry, the app's core preloaded, and the list of the lesson screens' files.
  const indexHtml = [
    '<!doctype html><html><head><title>Music Classroom</title>',
    '<script type="module" crossorigin src="/assets/index-e1.js"></script>',
    '<link rel="modulepreload" data-app crossorigin href="/assets/react-r1.js">',
    '</head><body><div id="root"></div></body></html>',
  ].join('\n');
  const screens = [
    {
      screen: 'lesson overview',
      paths: [
        '/:audience/:programme/unit/:unit/lesson/:lesson',
        '/:audience/:programme/custom-unit/:unit/lesson/:lesson',
      ],
      scripts: ['assets/lessons-l1.js', 'assets/lesson-q1.js', 'assets/react-r1.js'],
      styles: ['assets/lessons-l1.css'],
    },
    {
      screen: 'lesson mode',
      paths: ['/playlists/:playlistId/slides/*', '/:audience/:programme/unit/:unit/lesson/:lesson/slides/*'],
      scripts: ['assets/lesson-mode-m1.js'],
      styles: [],
    },
  ];
  const overviewLinks = [
    '<link rel="modulepreload" crossorigin href="/assets/lessons-l1.js">',
    '<link rel="modulepreload" crossorigin href="/assets/lesson-q1.js">',
    '<link rel="preload" as="style" crossorigin href="/assets/lessons-l1.css">',
  ];
  const lessonModeLink = '<link rel="modulepreload" crossorigin href="/assets/lesson-mode-m1.js">';
  const signedIn = 'signed_in=1';
  let server: http.Server;
  let base: string;

  function get(
    urlPath: string,
    { cookie, acceptEncoding = 'gzip, deflate, br' }: { cookie?: string; acceptEncoding?: string },
  ) {
    return new Promise<{ headers: http.IncomingHttpHeaders; html: string }>((resolve, reject) => {
      const headers = { 'accept-encoding': acceptEncoding, ...(cookie ? { cookie } : {}) };
      http
        .get(`${base}${urlPath}`, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const body = Buffer.concat(chunks);
            const encoding = response.headers['content-encoding'];
            const html =
              encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;
            resolve({ headers: response.headers, html: html.toString() });
          });
        })
        .on('error', reject);
    });
  }

  beforeAll(async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), indexHtml);
    fs.writeFileSync(path.join(dist, 'index.html.br'), zlib.brotliCompressSync(indexHtml));
    fs.writeFileSync(path.join(dist, 'index.html.gz'), zlib.gzipSync(indexHtml));
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, '.vite', 'shell-preloads.json'), JSON.stringify(screens));
    ({ server, base } = await serveSpa(dist));
  });

  afterAll(() => {
    server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    ['a unit lesson', '/primary/music-foundations/unit/u1/lesson/l1'],
    ['a custom unit lesson, with a trailing slash', '/primary/music-foundations/custom-unit/c1/lesson/l1/'],
    ['a lesson, its segments in capitals', '/primary/music-foundations/UNIT/u1/LESSON/l1'],
  ])("preloads the overview's files for %s, before the head ends", async (_label, address) => {
    const { headers, html } = await get(address, { cookie: signedIn });
    expect(headers['content-encoding']).toBe('br');
    expect(headers['content-type']).toMatch(/^text\/html/);
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers.vary).toMatch(/cookie/i);
    expect(headers.vary).toMatch(/accept-encoding/i);
    expect(html).toBe(indexHtml.replace('</head>', `${overviewLinks.map((link) => `    ${link}\n`).join('')}</head>`));
    // A file the shell names already is not named twice; no other screen's file comes along.
    expect(html.match(/react-r1\.js/g)).toHaveLength(1);
    expect(html).not.toContain('lesson-mode-m1.js');
  });

  it.each([
    ['a lesson from its start', '/primary/music-foundations/unit/u1/lesson/l1/slides'],
    ['a slide of a lesson', '/primary/music-foundations/unit/u1/lesson/l1/slides/a2/3'],
    ['a playlist', '/playlists/p1/slides/1'],
  ])("preloads lesson mode's files for %s (gzip to a gzip-only browser)", async (_label, address) => {
    const { headers, html } = await get(address, { cookie: `theme=dark; ${signedIn}`, acceptEncoding: 'gzip' });
    expect(headers['content-encoding']).toBe('gzip');
    expect(html).toContain(`    ${lessonModeLink}\n</head>`);
    expect(html).not.toContain('lessons-l1.js');
  });

  it("sends the plain shell to a visitor at a lesson address, kept apart from the teacher's by caches", async () => {
    const { headers, html } = await get('/primary/music-foundations/unit/u1/lesson/l1', {});
    expect(html).toBe(indexHtml);
    expect(headers.vary).toMatch(/cookie/i);
  });

  it.each([
    ['the home page', '/'],
    ['a programme', '/primary/music-foundations'],
    ['a unit', '/primary/music-foundations/unit/u1'],
    ['an activity of a lesson (not lesson mode)', '/primary/music-foundations/unit/u1/lesson/l1/activity/a1'],
    ['a playlist', '/playlists/p1'],
  ])('sends the plain shell to a signed-in teacher on %s', async (_label, address) => {
    const { html } = await get(address, { cookie: signedIn });
    expect(html).toBe(indexHtml);
  });

  it('sends the plain shell when the build lists no screens', async () => {
    fs.rmSync(path.join(dist, '.vite', 'shell-preloads.json'));
    const { html } = await get('/primary/music-foundations/unit/u1/lesson/l1', { cookie: signedIn });
    expect(html).toBe(indexHtml);
  });
});

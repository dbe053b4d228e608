import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { cmsUrl, rest, signInAs } from './client';
import { storedBytes, uploadedFiles, type UploadedFile } from './storage';
import { firstOfEach, oneOfEach, sweepsWhole } from './sweep';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request with the path sent byte for byte (fetch would resolve dot segments and backslashes first). */
function send(rawPath: string, { method = 'GET', token = '', headers = {} as Record<string, string> } = {}) {
  const { hostname, port } = new URL(cmsUrl());
  return new Promise<RawAnswer>((resolve, reject) => {
    const request = http.request(
      {
        host: hostname,
        port,
        path: rawPath,
        method,
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

const everyCharacterEncoded = (text: string) =>
  [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

/** Spellings of /uploads/<name> that name the same file: each is that file, or nothing, for every caller. */
function sameFileSpellings(url: string): string[] {
  const name = url.slice('/uploads/'.length);
  return [
    url,
    `/%75ploads/${name}`,
    `/%2575ploads/${name}`,
    `/%55PLOADS/${name}`,
    `/uploads%2f${name}`,
    `/uploads%2F${name}`,
    `/uploads%252F${name}`,
    `/uploads%25252F${name}`,
    `//uploads/${name}`,
    `/uploads//${name}`,
    `/./uploads/${name}`,
    `/uploads/./${name}`,
    `/x/../uploads/${name}`,
    `/x/%2e%2e/uploads/${name}`,
    `/x%2f..%2fuploads/${name}`,
    `/UPLOADS/${name}`,
    `/Uploads/${name}`,
    `/uploads%5c${name}`,
    `/uploads%5C${name}`,
    `/%5cuploads%5c${name}`,
    `/uploads\\${name}`,
    `/uploads/${everyCharacterEncoded(name)}`,
    `/${everyCharacterEncoded(`uploads/${name}`)}`,
    `${url}?download=1`,
    `${url}?athome=not-a-link`,
  ];
}

/** Spellings some reader might still take for the file: never the file for a caller who may not have it. */
function nearSpellings(url: string): string[] {
  const name = url.slice('/uploads/'.length);
  return [
    `/a%5cb/../uploads/${name}`,
    `/a%255cb/../uploads/${name}`,
    `/.%2e/uploads/${name}`,
    `${url}/`,
    `${url}%00`,
    `${url}%`,
    `/uploads/${name.toUpperCase()}`,
    `/public/uploads/${name}`,
    `/api/../uploads/${name}`,
  ];
}

/** Runs `check` over every item, a few requests at a time. */
async function inBatches<T>(items: T[], check: (item: T) => Promise<void>, size = 8) {
  for (let start = 0; start < items.length; start += size)
    await Promise.all(items.slice(start, start + size).map(check));
}

const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

/**
 * A file address's kind: its image format (or the original) and its extension. The path is made canonical before the
 * file is looked up, whatever the file, so a spelling that worked for one file of a kind and not for another would be
 * a fault of the kind.
 */
const kindOfUrl = (url: string) =>
  `${/^\/uploads\/(thumbnail|small|medium|large)_/.exec(url)?.[1] ?? 'original'} ${path.extname(url).toLowerCase()}`;

describe('files: one door to /uploads, whatever the spelling of the path', () => {
  let subscriber: string;
  let registered: string;
  /** Every address of a subscriber-only file of the seed: the originals and their image formats. */
  let paidUrls: string[];
  /** The addresses image formats of those files would have (a format is judged by its original). */
  let formatGuesses: string[];
  /** Files of the seed for signed-in teachers only. */
  let signedInUrls: string[];
  let freePicture: UploadedFile;

  beforeAll(async () => {
    subscriber = await signInAs('subscriber');
    registered = await signInAs('registered');
    const files = await uploadedFiles(subscriber);
    // /documents/{id} tells each file's access (tests/documents.test.ts proves that rule).
    const access = new Map<string, 'public' | 'signed-in' | 'subscriber'>();
    for (const file of files) {
      const asVisitor = (await rest(`/documents/${file.documentId}`)).status;
      const asRegistered = (await rest(`/documents/${file.documentId}`, registered)).status;
      access.set(file.documentId, asVisitor === 200 ? 'public' : asRegistered === 200 ? 'signed-in' : 'subscriber');
    }
    const urlsOf = (level: string) =>
      files
        .filter((file) => access.get(file.documentId) === level)
        .flatMap((file) => [file.url, ...Object.values(file.formats ?? {}).map((format) => format.url)]);
    // `npm test` tries the files of each kind; the whole sweep every file (tests/sweep.ts).
    paidUrls = oneOfEach(urlsOf('subscriber'), kindOfUrl);
    signedInUrls = oneOfEach(urlsOf('signed-in'), kindOfUrl);
    formatGuesses = paidUrls.flatMap((url) =>
      ['thumbnail', 'small', 'large'].map((format) => url.replace('/uploads/', `/uploads/${format}_`)),
    );
    freePicture = files.find(
      (file) => file.mime.startsWith('image/') && file.formats && access.get(file.documentId) === 'public',
    )!;
    expect(paidUrls.length).toBeGreaterThanOrEqual(sweepsWhole ? 5 : 3);
    expect(signedInUrls.length).toBeGreaterThan(0);
    expect(freePicture).toBeTruthy();
  });

  /**
   * One address of each kind (image format or original, and extension) among `urls`: each is tried under every
   * spelling, the others under a few.
   */
  function oneOfEachKind(urls: string[]): Set<string> {
    return new Set(firstOfEach(urls, kindOfUrl));
  }

  /** A few spellings of a file's address: as stored, one byte encoded, in capitals. */
  const fewSpellings = (url: string) => [
    url,
    `/%75ploads/${url.slice('/uploads/'.length)}`,
    `/UPLOADS/${url.slice('/uploads/'.length)}`,
  ];

  /**
   * Every try of a visitor's or a registered teacher's at a file they may not have: every spelling of one file of each
   * kind, and a few spellings of every other file.
   */
  function triesAtWithheldFiles() {
    const sampled = oneOfEachKind([...paidUrls, ...formatGuesses, ...signedInUrls]);
    const spellings = (url: string) =>
      sampled.has(url) ? [...sameFileSpellings(url), ...nearSpellings(url)] : fewSpellings(url);
    expect(sampled.size).toBeGreaterThanOrEqual(3);
    return [
      ...[...paidUrls, ...formatGuesses].flatMap((url) =>
        spellings(url).flatMap((spelling) => [
          { spelling, method: 'GET', token: '' },
          { spelling, method: 'HEAD', token: '' },
          { spelling, method: 'GET', token: registered },
        ]),
      ),
      // Files for signed-in teachers: never to a visitor either.
      ...signedInUrls.flatMap((url) => spellings(url).map((spelling) => ({ spelling, method: 'GET', token: '' }))),
    ];
  }

  /** The tries of `tries` that opened a file (or failed with a 5xx). */
  async function opened(tries: { spelling: string; method: string; token: string }[]) {
    const found: string[] = [];
    await inBatches(tries, async ({ spelling, method, token }) => {
      const answer = await send(spelling, { method, token });
      if (answer.status < 300 || answer.status >= 500) {
        found.push(`${method} ${spelling} as ${token ? 'registered' : 'visitor'}: ${answer.status}`);
      }
    });
    return found;
  }

  // The most tries (every spelling of every withheld file): in three parts, and every try in one of them. The first
  // part looks up each file's access first (65 s beside a busy core in 2054c14's run; the others 2-3 s alone).
  it.each([1, 2, 3])(
    'never gives a subscriber-only or signed-in file to a visitor, under any spelling (part %i of 3)',
    async (part) => {
      const tries = triesAtWithheldFiles().filter(({ token, method }) => !token && method === 'GET');
      expect(tries.length).toBeGreaterThan(sweepsWhole ? 350 : 100);
      const mine = tries.filter((_, index) => index % 3 === part - 1);
      expect(await opened(mine)).toEqual([]);
    },
    300_000,
  );

  it('never gives a subscriber-only file to a visitor asking for its headers, under any spelling', async () => {
    const tries = triesAtWithheldFiles().filter(({ token, method }) => !token && method === 'HEAD');
    expect(tries.length).toBeGreaterThan(sweepsWhole ? 300 : 100);
    expect(await opened(tries)).toEqual([]);
  }, 180_000);

  it('never gives a subscriber-only file to a registered teacher, under any spelling', async () => {
    const tries = triesAtWithheldFiles().filter(({ token }) => token);
    expect(tries.length).toBeGreaterThan(sweepsWhole ? 300 : 100);
    expect(await opened(tries)).toEqual([]);
  }, 180_000);

  /**
   * What is wrong with a subscriber's answers for one paid file under `spellings` of its path, and `near` ones that
   * may answer anything but a 5xx or a shared-cacheable file (nothing: an empty list).
   */
  async function subscriberAnswers(method: string, url: string, spellings: string[], near: string[]) {
    const wrong: string[] = [];
    const stored = await storedBytes(url);
    for (const spelling of spellings) {
      const answer = await send(spelling, { method, token: subscriber });
      const cacheControl = String(answer.headers['cache-control'] ?? '');
      const sameBytes =
        method === 'GET'
          ? sha256(answer.body) === sha256(stored)
          : Number(answer.headers['content-length']) === stored.length;
      if (answer.status !== 200 || !/\bprivate\b/.test(cacheControl) || /\bpublic\b/.test(cacheControl) || !sameBytes) {
        wrong.push(`${method} ${spelling}: ${answer.status} ${cacheControl}`);
      }
    }
    for (const spelling of near) {
      const answer = await send(spelling, { token: subscriber, method: 'HEAD' });
      if (answer.status >= 500) wrong.push(`HEAD ${spelling}: ${answer.status}`);
      if (answer.status < 300 && !/\bprivate\b/.test(String(answer.headers['cache-control']))) {
        wrong.push(`HEAD ${spelling}: ${answer.status} ${answer.headers['cache-control']}`);
      }
    }
    return wrong;
  }

  // Every paid file, each under a few spellings, and one of each kind (and the first three) under every spelling, in
  // two parts, a few files at a time: the whole file for the first three, the headers (and the length) for the rest.
  it.each([1, 2])(
    'gives a subscriber every paid file under its spellings (each kind under all of them), kept in private caches only (part %i of 2)',
    async (part) => {
      const everySpelling = new Set([...oneOfEachKind(paidUrls), ...paidUrls.slice(0, 3)]);
      expect(everySpelling.size).toBeGreaterThanOrEqual(3);
      const mine = [...paidUrls.entries()].filter(([index]) => index % 2 === part - 1);
      expect(mine.length).toBeGreaterThan(0);
      const wrong: string[] = [];
      await inBatches(
        mine,
        async ([index, url]) => {
          const whole = everySpelling.has(url);
          wrong.push(
            ...(await subscriberAnswers(
              index < 3 ? 'GET' : 'HEAD',
              url,
              whole ? sameFileSpellings(url) : fewSpellings(url),
              whole ? nearSpellings(url) : [],
            )),
          );
        },
        4,
      );
      expect(wrong).toEqual([]);
    },
    180_000,
  );

  it('serves a subscriber byte ranges with an ETag, as the audio player seeks', async () => {
    const url = paidUrls[0];
    const stored = await storedBytes(url);
    const partial = await send(`/%75ploads/${url.slice('/uploads/'.length)}`, {
      token: subscriber,
      headers: { range: 'bytes=10-19' },
    });
    expect(partial.status).toBe(206);
    expect(partial.body.equals(stored.subarray(10, 20))).toBe(true);
    expect(partial.headers['content-range']).toBe(`bytes 10-19/${stored.length}`);
    expect(partial.headers.etag).toBeTruthy();
    expect(partial.headers['cache-control']).toMatch(/\bprivate\b/);
  });

  it('serves public pictures to anyone, under any spelling, shared-cacheable with an ETag', async () => {
    for (const spelling of sameFileSpellings(freePicture.url)) {
      const picture = await send(spelling);
      expect(picture.status, spelling).toBe(200);
      expect(picture.headers['cache-control'], spelling).toMatch(/^public, max-age=[1-9]\d*$/);
      expect(picture.headers.etag, spelling).toBeTruthy();
    }
    const first = await send(freePicture.url);
    expect(first.body.equals(await storedBytes(freePicture.url))).toBe(true);
    const again = await send(freePicture.url, { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.status).toBe(304);
  });

  it('serves no file of the uploads folder that the Media Library does not know, under any spelling', async () => {
    const orphan = `orphan-${Date.now()}.mp3`;
    const uploadsDir = path.join(inject('publicDir'), 'uploads');
    fs.mkdirSync(uploadsDir, { recursive: true });
    fs.writeFileSync(path.join(uploadsDir, orphan), 'not in the Media Library');
    try {
      for (const spelling of [...sameFileSpellings(`/uploads/${orphan}`), ...nearSpellings(`/uploads/${orphan}`)]) {
        const answer = await send(spelling, { token: subscriber });
        expect(answer.status, spelling).toBeGreaterThanOrEqual(400);
        expect(answer.status, spelling).toBeLessThan(500);
      }
    } finally {
      fs.rmSync(path.join(uploadsDir, orphan), { force: true });
    }
  });

  it('answers an unreadable path with 400, never 500', async () => {
    for (const spelling of ['/uploads/%E0%A4%A', '/%uploads/x', '/lessons/%C0%AF', '/uploads/a%00.mp3', '/api/%zz%']) {
      const answer = await send(spelling);
      expect([400, 404], spelling).toContain(answer.status);
    }
    expect((await send(paidUrls[0], { method: 'POST', token: subscriber })).status).toBe(405);
  });
});

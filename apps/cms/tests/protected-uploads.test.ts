import { beforeAll, describe, expect, it } from 'vitest';
import { cmsUrl, graphql, rest, signInAs } from './client';

interface UploadedFile {
  documentId: string;
  url: string;
  mime: string;
  formats: Record<string, { url: string }> | null;
}

describe('paid files: /uploads serves a file only to those who may read the content linking it', () => {
  let subscriber: string;
  let registered: string;
  let paid: UploadedFile;
  let paidImage: UploadedFile | undefined;
  let free: UploadedFile;

  beforeAll(async () => {
    subscriber = await signInAs('subscriber');
    registered = await signInAs('registered');
    const { data } = await graphql<{ uploadFiles: UploadedFile[] }>(
      '{ uploadFiles(pagination: { limit: 200 }) { documentId url mime formats } }',
      {},
      subscriber,
    );
    // /documents/{id} tells each file's access (tests/documents.test.ts proves that rule): asked of the files that
    // could fill a part, in order, until every part is filled (asking all 200 took 10-18 s of each pass in a whole
    // run).
    let firstPaid: UploadedFile | undefined;
    let paidRecording: UploadedFile | undefined;
    for (const file of data!.uploadFiles) {
      const recording = file.mime.startsWith('audio/');
      const picture = file.mime.startsWith('image/');
      if (!recording && !picture) continue;
      const { status } = await rest(`/documents/${file.documentId}`);
      if (status === 401) firstPaid ??= file;
      if (status === 401 && recording) paidRecording ??= file;
      if (status === 401 && file.formats?.thumbnail) paidImage ??= file;
      if (status === 200 && picture) free ??= file;
      if (paidRecording && paidImage && free) break;
    }
    paid = paidRecording ?? firstPaid!;
    expect(paid).toBeTruthy();
    expect(free).toBeTruthy();
  });

  it('refuses a subscriber-only recording to a visitor and a registered teacher', async () => {
    const visitor = await rest(paid.url);
    expect(visitor.status).toBe(401);
    expect(((await visitor.json()) as { error: { message: string } }).error.message).toBe(
      'You need to be logged in to access this content.',
    );
    const withoutSubscription = await rest(paid.url, registered);
    expect(withoutSubscription.status).toBe(403);
  });

  it('serves it to a subscriber by Bearer header or by the documents cookie, privately cached', async () => {
    const bearer = await rest(paid.url, subscriber);
    expect(bearer.status).toBe(200);
    expect(bearer.headers.get('cache-control')).toBe('private, max-age=300');
    const cookie = await fetch(`${cmsUrl()}${paid.url}`, { headers: { cookie: `documents_token=${subscriber}` } });
    expect(cookie.status).toBe(200);
    expect((await cookie.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('keeps seeking working: a subscriber gets byte ranges', async () => {
    const partial = await fetch(`${cmsUrl()}${paid.url}`, {
      headers: { authorization: `Bearer ${subscriber}`, range: 'bytes=0-99' },
    });
    expect([200, 206]).toContain(partial.status);
    if (partial.status === 206) expect((await partial.arrayBuffer()).byteLength).toBe(100);
  });

  it("judges a picture's smaller formats by the picture itself", async () => {
    const format = Object.values(free.formats ?? {})[0];
    expect(format).toBeTruthy();
    expect((await rest(format.url)).status).toBe(200);
    if (paidImage) expect((await rest(paidImage.formats!.thumbnail.url)).status).toBe(401);
  });

  it('serves public pictures to anyone, cacheable, and answers 404 for files that do not exist', async () => {
    const picture = await rest(free.url);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('cache-control') ?? '').not.toMatch(/private/);
    expect((await rest('/uploads/no-such-file.mp3')).status).toBe(404);
  });
});

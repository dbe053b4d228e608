import { beforeAll, describe, expect, it } from 'vitest';
import { cmsUrl, graphql, rest, signInAs } from '../client';
import { bucket, uploadedFiles, type UploadedFile } from '../storage';

const UPLOAD_FIELDS = 'documentId url mime provider formats';

/**
 * Uploads are kept where the configuration says (public/uploads, or the S3 bucket when S3_* is set: the scaled pass
 * of `npm test`), and every file keeps the product's own address, /uploads/..., which
 * src/middlewares/protected-uploads.ts checks. Paid files are never at an address that skips that check. This file runs
 * only when S3_* is set (the scaled pass of `npm test`; vitest.config.mts leaves tests/s3 out otherwise).
 */
describe('upload storage in an S3 bucket', () => {
  let subscriber: string;
  let files: UploadedFile[];
  let paidRecording: UploadedFile;
  let publicPicture: UploadedFile;

  beforeAll(async () => {
    subscriber = await signInAs('subscriber');
    files = await uploadedFiles(subscriber);
    // A visitor's answer for a file tells its access (tests/documents.test.ts): asked of recordings and pictures with
    // formats, in order, until one of each is found (asking every file cost the PostgreSQL pass about 40 s).
    const visitorStatus = (file: UploadedFile) => rest(`/documents/${file.documentId}`).then((answer) => answer.status);
    for (const file of files) {
      if (!paidRecording && file.mime.startsWith('audio/') && (await visitorStatus(file)) === 401) paidRecording = file;
      if (!publicPicture && file.mime.startsWith('image/') && file.formats && (await visitorStatus(file)) === 200)
        publicPicture = file;
      if (paidRecording && publicPicture) break;
    }
    expect(paidRecording).toBeTruthy();
    expect(publicPicture).toBeTruthy();
  });

  it("never names the bucket's own address in an answer", async () => {
    const answers = [
      await graphql(
        `{ uploadFiles(pagination: { limit: 500 }) { ${UPLOAD_FIELDS} previewUrl provider_metadata } }`,
        {},
        subscriber,
      ),
      await (await rest('/api/upload/files', subscriber)).text(),
      await graphql(
        '{ audiences { title theme { main_banner_image { url formats } } featurebox { featured_image { url formats } } } }',
      ),
    ].map((answer) => (typeof answer === 'string' ? answer : JSON.stringify(answer)));
    for (const answer of answers) {
      expect(answer).not.toContain(bucket!.endpoint);
      expect(answer).not.toMatch(/https?:\/\/[^"]*amazonaws/);
    }
  });

  it('refuses unsigned reads at the storage address, so only the product hands files out', async () => {
    const key = paidRecording.url.slice('/uploads/'.length);
    const direct = await fetch(`${bucket!.endpoint}/${bucket!.name}/${key}`);
    expect(direct.status).toBe(403);
    expect(await direct.text()).not.toContain('RIFF');
  });

  it('serves a paid recording to a subscriber only, with byte ranges for seeking', async () => {
    expect((await rest(paidRecording.url)).status).toBe(401);
    for (const address of [paidRecording.url, `/documents/${paidRecording.documentId}`]) {
      const whole = await rest(address, subscriber);
      expect(whole.status).toBe(200);
      const size = (await whole.arrayBuffer()).byteLength;
      expect(size).toBeGreaterThan(1000);

      const part = await fetch(`${cmsUrl()}${address}`, {
        headers: { cookie: `documents_token=${subscriber}`, range: 'bytes=100-199' },
      });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
      expect(part.headers.get('cache-control')).toBe('private, max-age=300');
      const bytes = Buffer.from(await part.arrayBuffer());
      expect(bytes.length).toBe(100);

      const tail = await fetch(`${cmsUrl()}${address}`, {
        headers: { authorization: `Bearer ${subscriber}`, range: `bytes=${size - 10}-` },
      });
      expect(tail.status).toBe(206);
      expect((await tail.arrayBuffer()).byteLength).toBe(10);
    }
  });

  it('serves public pictures and their formats to anyone, cacheable by shared caches, revalidated by ETag', async () => {
    for (const url of [publicPicture.url, ...Object.values(publicPicture.formats!).map((format) => format.url)]) {
      const picture = await rest(url);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toMatch(/^image\//);
      expect(picture.headers.get('cache-control')).toBe('public, max-age=86400');
      const etag = picture.headers.get('etag');
      expect(etag).toBeTruthy();
      const again = await fetch(`${cmsUrl()}${url}`, { headers: { 'if-none-match': etag! } });
      expect(again.status).toBe(304);
    }
  });

  it('answers 404 for an address no upload has', async () => {
    const missing = publicPicture.url.replace(/[^/]+$/, 'no-such-picture.png');
    expect((await rest(missing)).status).toBe(404);
  });
});

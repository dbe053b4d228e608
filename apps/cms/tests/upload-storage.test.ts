import { beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './client';
import { bucket, bucketKeys, isStored, uploadedFiles, type UploadedFile } from './storage';

/**
 * Uploads are kept where the configuration says (public/uploads, or the S3 bucket when S3_* is set: the scaled pass
 * of `npm test`), and every file keeps the product's own address, /uploads/..., which
 * src/middlewares/protected-uploads.ts checks. Paid files are never at an address that skips that check; tests/s3
 * proves it of the bucket.
 */
describe('upload storage', () => {
  let subscriber: string;
  let files: UploadedFile[];

  beforeAll(async () => {
    subscriber = await signInAs('subscriber');
    files = await uploadedFiles(subscriber);
  });

  it('keeps every seeded file and its image formats in the configured storage, at the product address', async () => {
    expect(files.length).toBeGreaterThan(20);
    const addresses = files.flatMap((file) => [file.url, ...Object.values(file.formats ?? {}).map((f) => f.url)]);
    for (const url of addresses) expect(url).toMatch(/^\/uploads\/[^?#]+$/);
    const keys = bucket ? await bucketKeys() : undefined;
    for (const url of addresses) {
      expect(keys ? keys.has(url.slice('/uploads/'.length)) : await isStored(url), url).toBe(true);
    }
    expect(new Set(files.map((file) => file.provider))).toEqual(new Set([bucket ? 'aws-s3' : 'local']));
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { inject } from 'vitest';
import { graphql } from './client';

/**
 * Where the CMS under test keeps its uploads: the S3-compatible bucket named by S3_* (the scaled pass of `npm test`
 * starts one: scripts/engines/s3.mjs), or public/uploads on the disk. Tests look there directly, beside the product.
 */
export const bucket = process.env.S3_BUCKET
  ? {
      name: process.env.S3_BUCKET,
      endpoint: process.env.S3_ENDPOINT ?? '',
      prefix: (process.env.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, ''),
      client: new S3Client({
        endpoint: process.env.S3_ENDPOINT || undefined,
        region: process.env.S3_REGION ?? 'us-east-1',
        forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true',
        credentials: process.env.S3_ACCESS_KEY_ID
          ? { accessKeyId: process.env.S3_ACCESS_KEY_ID, secretAccessKey: process.env.S3_SECRET_ACCESS_KEY ?? '' }
          : undefined,
      }),
    }
  : undefined;

/** Every object key in the bucket. */
export async function bucketKeys(): Promise<Set<string>> {
  if (!bucket) throw new Error('No bucket: S3_BUCKET is not set');
  const keys = new Set<string>();
  let ContinuationToken: string | undefined;
  do {
    const page = await bucket.client.send(new ListObjectsV2Command({ Bucket: bucket.name, ContinuationToken }));
    for (const object of page.Contents ?? []) if (object.Key) keys.add(object.Key);
    ContinuationToken = page.NextContinuationToken;
  } while (ContinuationToken);
  return keys;
}

/** Whether the file at a product address (/uploads/...) is kept in the configured storage. */
export async function isStored(url: string): Promise<boolean> {
  if (!url.startsWith('/uploads/')) return false;
  if (bucket) return (await bucketKeys()).has(url.slice('/uploads/'.length));
  return fs.existsSync(path.join(inject('publicDir'), url));
}

/** The stored bytes of the file at a product address (/uploads/...), read from the storage itself, not the product. */
export async function storedBytes(url: string): Promise<Buffer> {
  if (!bucket) return fs.readFileSync(path.join(inject('publicDir'), url));
  const object = await bucket.client.send(
    new GetObjectCommand({ Bucket: bucket.name, Key: url.slice('/uploads/'.length) }),
  );
  return Buffer.from(await object.Body!.transformToByteArray());
}

/** A file of the Media Library as the tests read it through GraphQL. */
export interface UploadedFile {
  documentId: string;
  url: string;
  mime: string;
  provider: string;
  formats: Record<string, { url: string }> | null;
}

/** Every seeded upload, as the given teacher reads them. */
export async function uploadedFiles(token: string): Promise<UploadedFile[]> {
  const { data } = await graphql<{ uploadFiles: UploadedFile[] }>(
    '{ uploadFiles(pagination: { limit: 500 }) { documentId url mime provider formats } }',
    {},
    token,
  );
  return data!.uploadFiles;
}

import type { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { S3ProviderOptions } from './s3-config';
import { answerServiceUnavailable } from '../database/unavailable';

/** Reads uploads back from the private bucket, for the product's own addresses (/uploads/..., /documents/{id}). */
export interface UploadBucket {
  /**
   * Answers `ctx` with the object: 200, or 206 with Content-Range for a Range request (the audio player and lesson
   * mode seek), 304 when the browser's copy is current, 404 when the object is missing. Cache headers are the
   * caller's: they depend on who may read the file.
   */
  send(ctx: Context, key: string): Promise<void>;
  /**
   * The object's bytes as a stream (for the resources ZIP), or null when it is missing or the store is not answering.
   */
  open(key: string): Promise<Readable | null>;
}

const readers = new WeakMap<Core.Strapi, UploadBucket | null>();

/** The bucket uploads are kept in, or null when uploads are local files (S3_BUCKET unset). */
export function uploadBucket(strapi: Core.Strapi): UploadBucket | null {
  if (!readers.has(strapi)) {
    const config = strapi.config.get('plugin::upload') as
      { provider?: string; providerOptions?: S3ProviderOptions } | undefined;
    const options = config?.provider === 'aws-s3' ? config.providerOptions : undefined;
    readers.set(strapi, options ? bucketReader(options, strapi.log) : null);
  }
  return readers.get(strapi) ?? null;
}

interface S3Failure {
  name?: string;
  $metadata?: { httpStatusCode?: number };
}

function bucketReader(options: S3ProviderOptions, log: Core.Strapi['log']): UploadBucket {
  // The same endpoint, region, addressing and keys the provider writes with.
  const { params, ...clientOptions } = options.s3Options;
  const client = new S3Client(clientOptions);
  const bucket = params.Bucket;

  return {
    async open(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return (object.Body as Readable | undefined) ?? null;
      } catch (error) {
        if ((error as S3Failure).$metadata?.httpStatusCode !== 404) {
          log.error(`Upload storage: reading ${key} failed: ${(error as S3Failure).name ?? String(error)}`);
        }
        return null;
      }
    },
    async send(ctx, key) {
      const modifiedSince = ctx.get('if-modified-since');
      const input = {
        Bucket: bucket,
        Key: key,
        Range: /^bytes=\d*-\d*$/.test(ctx.get('range')) ? ctx.get('range') : undefined,
        IfNoneMatch: ctx.get('if-none-match') || undefined,
        IfModifiedSince:
          modifiedSince && !Number.isNaN(Date.parse(modifiedSince)) ? new Date(modifiedSince) : undefined,
      };
      try {
        const object =
          ctx.method === 'HEAD'
            ? await client.send(new HeadObjectCommand(input))
            : await client.send(new GetObjectCommand(input));
        ctx.status = object.$metadata.httpStatusCode === 206 ? 206 : 200;
        ctx.type = object.ContentType ?? 'application/octet-stream';
        ctx.set('Accept-Ranges', 'bytes');
        if (object.ContentRange) ctx.set('Content-Range', object.ContentRange);
        if (object.ETag) ctx.set('ETag', object.ETag);
        if (object.LastModified) ctx.set('Last-Modified', object.LastModified.toUTCString());
        if ('Body' in object && object.Body) ctx.body = object.Body as Readable;
        if (object.ContentLength !== undefined) ctx.length = object.ContentLength;
        // A compressed part of a file would not match its Content-Range.
        if (ctx.status === 206) ctx.compress = false;
      } catch (error) {
        const status = (error as S3Failure).$metadata?.httpStatusCode;
        if (status === 304) {
          ctx.status = 304;
          return;
        }
        if (status === 404) return ctx.notFound('No such file');
        if (status === 416) {
          ctx.status = 416;
          ctx.body = {
            data: null,
            error: { status: 416, name: 'RangeNotSatisfiableError', message: 'The range is outside the file.' },
          };
          return;
        }
        log.error(`Upload storage: reading ${key} failed: ${(error as S3Failure).name ?? String(error)}`);
        answerServiceUnavailable(ctx, 'The file store is not answering. Try again shortly.');
      }
    },
  };
}

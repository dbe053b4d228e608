import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { UploadBucket } from './bucket';

/**
 * Reads uploads back from the uploads folder (PUBLIC_DIR/uploads), for /uploads/..., answering as the bucket reader
 * does (./bucket.ts): 200, 206 for one byte range (the audio player and lesson mode seek), 304 when the browser's
 * copy is current (ETag, Last-Modified), 416, 404. Cache headers are the caller's. No static handler serves this
 * folder: src/middlewares/protected-uploads.ts sends every file after its access check.
 */
export function uploadFolder(strapi: Core.Strapi): Pick<UploadBucket, 'send'> {
  const root = path.resolve(strapi.dirs.static.public, 'uploads');

  return {
    async send(ctx, key) {
      const file = path.resolve(root, key);
      const stats = file.startsWith(root + path.sep) ? await fs.promises.stat(file).catch(() => undefined) : undefined;
      if (!stats?.isFile()) return ctx.notFound('No such file');
      ctx.status = 200;
      ctx.type = path.extname(file);
      ctx.lastModified = stats.mtime;
      // Files under uploads are never rewritten in place (a replaced file gets a new name): size and time identify it.
      ctx.etag = `"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`;
      ctx.set('Accept-Ranges', 'bytes');
      if (ctx.fresh) {
        ctx.status = 304;
        return;
      }
      const range = requestedRange(ctx, stats.size);
      if (range === 'unsatisfiable') {
        ctx.status = 416;
        ctx.set('Content-Range', `bytes */${stats.size}`);
        ctx.body = {
          data: null,
          error: { status: 416, name: 'RangeNotSatisfiableError', message: 'The range is outside the file.' },
        };
        return;
      }
      const { start, end } = range ?? { start: 0, end: stats.size - 1 };
      if (range) {
        ctx.status = 206;
        ctx.set('Content-Range', `bytes ${start}-${end}/${stats.size}`);
        // A compressed part of a file would not match its Content-Range.
        ctx.compress = false;
      }
      ctx.body = stats.size === 0 ? Buffer.alloc(0) : fs.createReadStream(file, { start, end });
      ctx.length = end - start + 1;
    },
  };
}

/**
 * The one byte range a Range header asks for (RFC 9110 §14): undefined to send the whole file (no header, a header
 * this does not read, several ranges, an If-Range for another version), 'unsatisfiable' for a range past the end.
 */
function requestedRange(ctx: Context, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(ctx.get('range').trim());
  if (!match || (!match[1] && !match[2])) return undefined;
  const ifRange = ctx.get('if-range');
  if (ifRange && ifRange !== ctx.response.get('ETag') && ifRange !== ctx.response.get('Last-Modified'))
    return undefined;
  if (!match[1]) {
    const suffix = Number(match[2]);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : size - 1;
  if (end < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

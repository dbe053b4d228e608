import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { LRUCache } from 'lru-cache';
import { mayDownload, type DocumentAccess } from '../api/document/services/document-access';
import { callerOfFileRequest, refuseFile } from '../api/document/viewer';
import { cacheLimits } from '../platform/cache-limits';
import { canonicalPath, isUploadsPath } from '../platform/http/request-path';
import { accessLevels } from '../accounts/tokens/access-level';
import { changeSignals } from '../platform/changes';
import { classSessions } from '../delivery/class-sessions';
import { uploadBucket } from '../platform/upload-storage/bucket';
import { uploadFolder } from '../platform/upload-storage/folder';
import { objectKeyOf } from '../platform/upload-storage/s3-config';

/**
 * Strapi's image formats are stored beside the original as `<format>_<original name>` (in the bucket's prefix, if any).
 */
const FORMAT_PREFIX = /^(\/uploads\/(?:[^/]+\/)*)(?:thumbnail|small|medium|large|xlarge|xsmall)_/;
const originalOf = (pathname: string) => pathname.replace(FORMAT_PREFIX, '$1');

/** Who may have a file, and whether it is kept in the bucket (S3_*) or on the local disk. */
interface StoredFile {
  access: DocumentAccess;
  inBucket: boolean;
}

/**
 * The one door to uploaded files. Every request whose canonical path (src/platform/http/request-path.ts) is under
 * /uploads is answered here, whatever its spelling, and never passed on: no static handler serves the uploads folder. A
 * file is sent only to those who may read it, by the same rule as /documents/{id} (src/api/document): public content's
 * files (banners, feature boxes, logos) to anyone and cacheable by anyone; the others to signed-in teachers or
 * subscribers, proven by the Bearer header or the documents cookie the web app also sets for /uploads, or to a family
 * holding a current Music at Home link to a library that uses the file (`?athome=` on the addresses the at-home call
 * answers), or to a pupil of a running class session (`?class=`, src/delivery/class-sessions); such files are kept in
 * private caches only. Each file's access is remembered until the next content write. Files are read from the uploads
 * folder, or with S3_* set from the private bucket (src/platform/upload-storage).
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const fileByPath = new LRUCache<string, StoredFile | 'unknown'>(cacheLimits(strapi, 'uploadFiles'));
  // The files each at-home link opens, until the next content or access change (a teacher's subscription ending).
  const atHomeFiles = new LRUCache<string, Set<string>>(cacheLimits(strapi, 'atHomeFiles'));
  changeSignals(strapi).onContentChange(() => {
    fileByPath.clear();
    atHomeFiles.clear();
  });
  accessLevels(strapi).onForget(() => atHomeFiles.clear());
  const bucket = uploadBucket(strapi);
  const folder = uploadFolder(strapi);

  async function fileAt(pathname: string): Promise<StoredFile | 'unknown'> {
    const known = fileByPath.get(pathname);
    if (known) return known;
    const files = strapi.db.query('plugin::upload.file');
    const select = ['id', 'provider'];
    const file: { id: number; provider: string } | null =
      (await files.findOne({ where: { url: pathname }, select })) ??
      (FORMAT_PREFIX.test(pathname) ? await files.findOne({ where: { url: originalOf(pathname) }, select }) : null);
    const stored: StoredFile | 'unknown' = file
      ? {
          access: await strapi.service('api::document.document').accessFor(file.id),
          // Files uploaded before S3_* was set stay in the uploads folder.
          inBucket: Boolean(bucket) && file.provider === 'aws-s3',
        }
      : 'unknown';
    fileByPath.set(pathname, stored);
    return stored;
  }

  async function openedByAtHomeLink(code: string, pathname: string): Promise<boolean> {
    let files = atHomeFiles.get(code);
    if (!files) {
      files = (await strapi.service('api::at-home.at-home').filesOpenedBy(code)) as Set<string>;
      atHomeFiles.set(code, files);
    }
    return files.has(pathname) || files.has(originalOf(pathname));
  }

  /** A pupil of a running class session opens its lesson's files (`?class=` on the addresses the pupil read gives). */
  async function openedByPupilToken(token: string, pathname: string): Promise<boolean> {
    const files = await classSessions(strapi).filesOpenedBy(token);
    return files.has(pathname) || files.has(originalOf(pathname));
  }

  /** The file itself, from the bucket or the uploads folder. */
  async function serve(ctx: Context, pathname: string, file: StoredFile): Promise<void> {
    const key = objectKeyOf(pathname);
    if (!key) return ctx.notFound('No such file');
    await (file.inBucket && bucket ? bucket : folder).send(ctx, key);
  }

  return async (ctx: Context, next: Next) => {
    const pathname = canonicalPath(ctx.path);
    if (pathname === undefined) return ctx.notFound('No such file');
    if (!isUploadsPath(pathname)) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405;
      ctx.set('Allow', 'GET, HEAD');
      return;
    }
    const file = await fileAt(pathname);
    if (file === 'unknown') return ctx.notFound('No such file');
    if (file.access === 'public') {
      await serve(ctx, pathname, file);
      // Pictures of public content are cached by browsers and shared caches (a CDN, the proxy) for a day.
      if (ctx.status < 400) ctx.set('Cache-Control', 'public, max-age=86400');
      return;
    }

    const atHomeCode = typeof ctx.query.athome === 'string' ? ctx.query.athome : '';
    const pupilToken = typeof ctx.query.class === 'string' ? ctx.query.class : '';
    const { level } = await callerOfFileRequest(strapi, ctx);
    const mayOpen =
      mayDownload(level, file.access) ||
      (atHomeCode && (await openedByAtHomeLink(atHomeCode, pathname))) ||
      (pupilToken && (await openedByPupilToken(pupilToken, pathname)));
    if (!mayOpen) return refuseFile(ctx, level);
    await serve(ctx, pathname, file);
    // Never kept by a shared cache (a proxy, a school's web filter) for the next person who asks.
    ctx.set('Cache-Control', 'private, max-age=300');
    ctx.vary('Cookie');
    ctx.vary('Authorization');
  };
};

import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { LRUCache } from 'lru-cache';
import { mayDownload, type DocumentAccess } from '../api/document/services/document-access';
import { refuseFile, viewerOfRequest } from '../api/document/viewer';
import { responseCache } from '../response-cache';

/** Strapi's image formats are stored beside the original as `<format>_<original name>`. */
const FORMAT_PREFIX = /^\/uploads\/(?:thumbnail|small|medium|large|xlarge|xsmall)_/;

/**
 * Paid files are as protected as the content that links them: a file under /uploads is served by the public static
 * handler only to those who may read it, by the same rule as /documents/{id} (src/api/document): public content's
 * files (banners, feature boxes, logos) to anyone and cacheable by anyone; the others to signed-in teachers or
 * subscribers, proven by the Bearer header or the documents cookie the web app also sets for /uploads, or to a family
 * holding a current Music at Home link to a library that uses the file (`?athome=` on the addresses the at-home call
 * answers); such files are kept in private caches only. Each file's access is remembered until the next content write.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const accessByPath = new LRUCache<string, DocumentAccess | 'unknown'>({ max: 20_000 });
  // The files each at-home link opens, until the next content or access change (a teacher's subscription ending).
  const atHomeFiles = new LRUCache<string, Set<string>>({ max: 5_000 });
  responseCache(strapi).onContentChange(() => {
    accessByPath.clear();
    atHomeFiles.clear();
  });
  responseCache(strapi).levels.onForget(() => atHomeFiles.clear());

  async function accessOf(pathname: string): Promise<DocumentAccess | 'unknown'> {
    const known = accessByPath.get(pathname);
    if (known) return known;
    const files = strapi.db.query('plugin::upload.file');
    const file =
      (await files.findOne({ where: { url: pathname }, select: ['id'] })) ??
      (FORMAT_PREFIX.test(pathname)
        ? await files.findOne({ where: { url: pathname.replace(FORMAT_PREFIX, '/uploads/') }, select: ['id'] })
        : null);
    const access: DocumentAccess | 'unknown' = file
      ? await strapi.service('api::document.document').accessFor(file.id)
      : 'unknown';
    accessByPath.set(pathname, access);
    return access;
  }

  async function openedByAtHomeLink(code: string, pathname: string): Promise<boolean> {
    let files = atHomeFiles.get(code);
    if (!files) {
      files = (await strapi.service('api::at-home.at-home').filesOpenedBy(code)) as Set<string>;
      atHomeFiles.set(code, files);
    }
    return files.has(pathname) || files.has(pathname.replace(FORMAT_PREFIX, '/uploads/'));
  }

  return async (ctx: Context, next: Next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith('/uploads/')) return next();
    const pathname = decodeURIComponent(ctx.path);
    const access = await accessOf(pathname);
    if (access === 'unknown') return ctx.notFound('No such file');
    if (access === 'public') return next();

    const atHomeCode = typeof ctx.query.athome === 'string' ? ctx.query.athome : '';
    const viewer = await viewerOfRequest(strapi, ctx);
    const mayOpen = mayDownload(viewer, access) || (atHomeCode && (await openedByAtHomeLink(atHomeCode, pathname)));
    if (!mayOpen) return refuseFile(ctx, viewer);
    await next();
    // Never kept by a shared cache (a proxy, a school's web filter) for the next person who asks.
    ctx.set('Cache-Control', 'private, max-age=300');
    ctx.vary('Cookie');
    ctx.vary('Authorization');
  };
};

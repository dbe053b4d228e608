import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { mayDownload, type DocumentAccess } from '../services/document-access';
import { refuseFile, viewerOfRequest } from '../viewer';

export { DOCUMENTS_COOKIE } from '../viewer';

/** Shown in the browser as they are; anything else (HTML, SVG, scripts ...) is only ever downloaded, never run. */
const SHOWN_INLINE = /^(application\/pdf|image\/(png|jpeg|gif|webp)|audio\/[\w.+-]+|video\/[\w.+-]+|text\/plain)$/;

interface UploadedFile {
  id: number;
  documentId: string;
  name: string;
  ext: string | null;
  mime: string;
  url: string;
  provider: string;
}

/** The file's name with its extension, as the download should be called. */
export function downloadName(file: { name: string; ext: string | null }): string {
  const ext = file.ext ?? '';
  return ext && !file.name.toLowerCase().endsWith(ext.toLowerCase()) ? `${file.name}${ext}` : file.name;
}

/** RFC 6266: an ASCII fallback plus the UTF-8 name. */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const viewerOf = (ctx: Context) => viewerOfRequest(strapi, ctx);

  return {
    /** GET /documents/:fileId (the upload's documentId): the file, under its own name and type. */
    async download(ctx: Context) {
      const file: UploadedFile | null = await strapi.db
        .query('plugin::upload.file')
        .findOne({ where: { documentId: String(ctx.params.fileId) } });
      if (!file) return ctx.notFound('No such document');

      const access: DocumentAccess = await strapi.service('api::document.document').accessFor(file.id);
      const viewer = await viewerOf(ctx);
      if (!mayDownload(viewer, access)) {
        refuseFile(ctx, viewer);
        return;
      }

      ctx.set('Cache-Control', access === 'public' ? 'public, max-age=3600' : 'private, max-age=300');
      ctx.set('Vary', 'Authorization, Cookie');
      // Files kept elsewhere (a cloud provider) are fetched from there.
      if (file.provider !== 'local' || /^https?:\/\//.test(file.url)) {
        ctx.redirect(file.url);
        return;
      }
      const root = path.resolve(strapi.dirs.static.public);
      const filePath = path.resolve(root, `.${file.url}`);
      if (!filePath.startsWith(root + path.sep) || !fs.existsSync(filePath)) return ctx.notFound('No such document');

      const inline = SHOWN_INLINE.test(file.mime);
      ctx.type = file.mime;
      ctx.set('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', downloadName(file)));
      ctx.set('Content-Length', String(fs.statSync(filePath).size));
      // Even if a browser were made to render an unexpected type, it runs nothing from it.
      if (!inline) ctx.set('Content-Security-Policy', "sandbox; default-src 'none'");
      ctx.body = fs.createReadStream(filePath);
    },
  };
};

import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { mayDownload, type DocumentAccess } from '../services/document-access';
import { callerOfFileRequest, refuseFile } from '../viewer';
import { uploadBucket } from '../../../platform/upload-storage/bucket';
import { objectKeyOf } from '../../../platform/upload-storage/s3-config';

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
  return {
    /** GET /documents/:fileId (the upload's documentId): the file, under its own name and type. */
    async download(ctx: Context) {
      const file: UploadedFile | null = await strapi.db
        .query('plugin::upload.file')
        .findOne({ where: { documentId: String(ctx.params.fileId) } });
      if (!file) return ctx.notFound('No such document');

      const access: DocumentAccess = await strapi.service('api::document.document').accessFor(file.id);
      const { level } = await callerOfFileRequest(strapi, ctx);
      if (!mayDownload(level, access)) {
        refuseFile(ctx, level);
        return;
      }

      const bucket = uploadBucket(strapi);
      const key = file.provider === 'aws-s3' ? objectKeyOf(file.url) : undefined;
      if (bucket && key) {
        // From the private bucket, with byte ranges for seeking.
        await bucket.send(ctx, key);
        if (ctx.status >= 300) return;
      } else if (file.provider !== 'local' || /^https?:\/\//.test(file.url)) {
        // Files kept by another provider, at their own absolute address, are fetched from there.
        ctx.redirect(file.url);
        return;
      } else {
        const root = path.resolve(strapi.dirs.static.public);
        const filePath = path.resolve(root, `.${file.url}`);
        if (!filePath.startsWith(root + path.sep) || !fs.existsSync(filePath)) return ctx.notFound('No such document');
        ctx.body = fs.createReadStream(filePath);
        ctx.length = fs.statSync(filePath).size;
      }

      const inline = SHOWN_INLINE.test(file.mime);
      ctx.type = file.mime;
      ctx.set('Cache-Control', access === 'public' ? 'public, max-age=3600' : 'private, max-age=300');
      ctx.set('Vary', 'Authorization, Cookie');
      ctx.set('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', downloadName(file)));
      // Even if a browser were made to render an unexpected type, it runs nothing from it.
      if (!inline) ctx.set('Content-Security-Policy', "sandbox; default-src 'none'");
    },
  };
};

import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import archiver from 'archiver';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { contentDisposition, downloadName } from '../document/controllers/document';
import { mayDownload, type DocumentAccess } from '../document/services/document-access';
import { callerOfFileRequest, refuseFile } from '../document/viewer';
import { uploadBucket } from '../../platform/upload-storage/bucket';
import { objectKeyOf } from '../../platform/upload-storage/s3-config';
import { asSystem } from '../../access/as-system';
import {
  ACTIVITY_SCORES_POPULATE,
  mayPrintScore,
  renderScorePdf,
  scoresOfActivities,
  type PrintableScore,
} from '../score/printable-scores';

interface StoredFile {
  id: number;
  name: string;
  ext: string | null;
  url: string;
  provider: string;
}
interface Attached {
  title?: string | null;
  file?: StoredFile | null;
}
interface Resource {
  /** The folder inside the ZIP ('' for the top). */
  folder: string;
  title: string;
  file: StoredFile;
}

const KINDS = {
  lesson: 'api::lesson.lesson',
  unit: 'api::scheme.scheme',
} as const;

/** The bytes of an upload, from the S3 bucket or this machine's public folder, or null when it is missing. */
async function openStoredFile(strapi: Core.Strapi, file: StoredFile): Promise<Readable | null> {
  const bucket = uploadBucket(strapi);
  const key = file.provider === 'aws-s3' ? objectKeyOf(file.url) : undefined;
  if (bucket && key) return bucket.open(key);
  if (file.provider !== 'local' || /^https?:\/\//.test(file.url)) return null;
  const root = path.resolve(strapi.dirs.static.public);
  const filePath = path.resolve(root, `.${file.url}`);
  if (!filePath.startsWith(root + path.sep) || !fs.existsSync(filePath)) return null;
  return fs.createReadStream(filePath);
}

/** A name safe on every system: no path separators or control characters, at most 100 characters. */
function safeFileName(title: string): string {
  const cleaned = title
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  return cleaned.slice(0, 100) || 'Document';
}

/** `title.ext`, numbered when the folder already has that name. */
function uniqueName(taken: Set<string>, folder: string, title: string, file: StoredFile): string {
  const ext = path.extname(downloadName(file));
  const base = safeFileName(title.toLowerCase().endsWith(ext.toLowerCase()) ? title.slice(0, -ext.length) : title);
  for (let n = 1; ; n += 1) {
    const name = `${folder}${base}${n > 1 ? ` (${n})` : ''}${ext}`;
    if (!taken.has(name.toLowerCase())) {
      taken.add(name.toLowerCase());
      return name;
    }
  }
}

const documentsOf = (entry: { documents?: Attached[] | null }, folder: string): Resource[] =>
  (entry.documents ?? []).flatMap((document) =>
    document.title?.trim() && document.file ? [{ folder, title: document.title.trim(), file: document.file }] : [],
  );

/** The scores of a lesson's activities (its activity list), printable from their notation. */
const scoresOf = (lesson: {
  activities?: { activity?: Parameters<typeof scoresOfActivities>[0][number] | null }[] | null;
}) => scoresOfActivities((lesson.activities ?? []).flatMap((item) => (item.activity ? [item.activity] : [])));

export async function streamResourceZip(strapi: Core.Strapi, ctx: Context): Promise<void> {
  const kind = String(ctx.params.kind) as keyof typeof KINDS;
  if (!(kind in KINDS)) return ctx.notFound('Resources are downloaded for a lesson or a unit');
  const documentsPopulate = { documents: { populate: { file: true } } };
  // A lesson's scores are its activities', printed from their notation (issue #29).
  const lessonPopulate = {
    ...documentsPopulate,
    activities: { populate: { activity: { populate: ACTIVITY_SCORES_POPULATE } } },
  };
  // Which of its files the caller gets is the /documents rule's, file by file below (SPEC: the same as /documents).
  const entry = await asSystem(() =>
    strapi.db.query(KINDS[kind]).findOne({
      where: { documentId: String(ctx.params.documentId) },
      populate: kind === 'unit' ? { ...documentsPopulate, lessons: { populate: lessonPopulate } } : lessonPopulate,
    }),
  );
  if (!entry) return ctx.notFound(`No such ${kind}`);

  const resources = documentsOf(entry, '');
  const lessons: { title: string; documents?: Attached[] | null }[] = kind === 'unit' ? (entry.lessons ?? []) : [];
  for (const lesson of lessons) resources.push(...documentsOf(lesson, `${safeFileName(lesson.title)}/`));
  // Documents whose file was deleted from the Media Library: named in the README for those who may open the rest.
  const deleted = [entry, ...lessons].flatMap((owner, index) =>
    (owner.documents ?? [])
      .filter((document: Attached) => document.title?.trim() && !document.file)
      .map((document: Attached) => `${index > 0 ? `${safeFileName(owner.title)}/` : ''}${document.title!.trim()}`),
  );

  // The same rule as /documents/{id}, file by file; what the caller may not open is left out.
  const { level } = await callerOfFileRequest(strapi, ctx);
  const documentAccess = strapi.service('api::document.document');
  const allowed: Resource[] = [];
  for (const resource of resources) {
    const access: DocumentAccess = await documentAccess.accessFor(resource.file.id);
    if (mayDownload(level, access)) allowed.push(resource);
  }
  const scores: { folder: string; score: PrintableScore }[] = [entry, ...lessons].flatMap((owner, index) =>
    scoresOf(owner).map((score) => ({ folder: index > 0 ? `${safeFileName(owner.title)}/` : '', score })),
  );
  const printed = mayPrintScore(level, 'activity') ? scores : [];
  if (resources.length + scores.length > 0 && allowed.length + printed.length === 0) return refuseFile(ctx, level);

  const archive = archiver('zip', { zlib: { level: 6 } });
  archive.on('warning', (error) => strapi.log.warn(`Resource ZIP: ${error}`));
  archive.on('error', (error) => {
    strapi.log.error(`Resource ZIP: ${error}`);
    archive.abort();
  });
  ctx.status = 200;
  ctx.type = 'application/zip';
  ctx.set('Cache-Control', 'private, no-store');
  ctx.set('Content-Disposition', contentDisposition('attachment', `${safeFileName(entry.title)} - resources.zip`));
  // Koa streams only Node's own streams; archiver's is readable-stream's.
  ctx.body = archive.pipe(new PassThrough());

  const taken = new Set<string>(['readme.txt']);
  const missing: string[] = level === 'subscriber' ? [...deleted] : [];
  for (const resource of allowed) {
    const stream = await openStoredFile(strapi, resource.file);
    if (!stream) {
      missing.push(`${resource.folder}${resource.title}`);
      continue;
    }
    archive.append(stream, { name: uniqueName(taken, resource.folder, resource.title, resource.file) });
  }
  for (const { folder, score } of printed) {
    const name = uniqueName(taken, folder, `${score.title} - score`, { name: 'score.pdf', ext: '.pdf' } as StoredFile);
    archive.append(await renderScorePdf(score.notation), { name });
  }
  const readme = [
    `Resources for ${kind === 'lesson' ? 'the lesson' : 'the unit'} "${entry.title}".`,
    '',
    allowed.length + deleted.length + printed.length === 0 ? 'There are no documents to download.' : '',
    ...(missing.length
      ? ['These documents could not be included (deleted or missing):', ...missing.map((title) => `- ${title}`)]
      : []),
    '',
  ].filter((line, index, lines) => line !== '' || lines[index - 1] !== '');
  archive.append(readme.join('\n'), { name: 'README.txt' });
  void archive.finalize();
}

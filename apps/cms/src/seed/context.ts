import type { Core } from '@strapi/strapi';
import type { AudienceSlug, StrandKey } from './blueprints';
import type { DocumentId } from './documents';
import type { DemoMedia, SheetPrinter, UploadedFile } from './media';

/** What every part of the seed needs: Strapi, the uploaded files and the entries that everything else points at. */
export interface SeedContext {
  strapi: Core.Strapi;
  media: DemoMedia;
  /** Prints and uploads a sheet made from the content being seeded (lesson plans, worksheets, overviews). */
  print: SheetPrinter;
  audiences: Record<AudienceSlug, DocumentId>;
  strands: Record<StrandKey, DocumentId>;
  /** By slug, as data/taxonomy.json names them. */
  ageGroups: Record<string, DocumentId>;
  /** By slug ('reception', 'year-1' ... 'year-13'), as data/taxonomy.json names them. */
  yearGroups: Record<string, DocumentId>;
}

/** Curriculum entries by their blueprint handles, for the live, project and landing pages that point into it. */
export interface SeededCurriculum {
  programmes: Record<string, DocumentId>;
  activities: Record<string, DocumentId>;
  sections: Record<string, DocumentId>;
  audioPages: Record<string, DocumentId>;
}

/**
 * An uploaded demo file by its key in data/media.json, failing loudly when the content names a file that does not
 * exist.
 */
export function uploadedFile(ctx: Pick<SeedContext, 'media'>, key: string): UploadedFile {
  const file = ctx.media[key];
  if (!file) throw new Error(`Demo seed: no media file '${key}' in src/seed/data/media.json`);
  return file;
}

/** The Media Library id of a demo file, as media fields take it. */
export const fileId = (ctx: Pick<SeedContext, 'media'>, key: string): number => uploadedFile(ctx, key).id;

/** The documentId behind a handle, failing loudly when the seed data names something that was not created first. */
export function lookUp(documents: Record<string, DocumentId>, key: string, kind: string): DocumentId {
  const documentId = documents[key];
  if (!documentId) throw new Error(`Demo seed: no ${kind} '${key}' has been created yet`);
  return documentId;
}

/** The default demo video until real films are uploaded. */
export const DEMO_VIDEO = { url: 'https://vimeo.com/76979871' };

/** The year-group entries a blueprint names by slug, failing loudly on a slug data/taxonomy.json lacks. */
export const yearGroupIds = (ctx: Pick<SeedContext, 'yearGroups'>, slugs: string[] | undefined): DocumentId[] =>
  (slugs ?? []).map((slug) => lookUp(ctx.yearGroups, slug, 'year group'));

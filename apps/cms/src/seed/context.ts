import type { Core } from '@strapi/strapi';
import type { AudienceSlug, StrandKey } from './blueprints';
import type { DocumentId } from './documents';
import type { DemoMedia, MediaKey } from './media';
import type { AgeGroupSlug } from './taxonomy';

/** What every part of the seed needs: Strapi, the uploaded files and the entries that everything else points at. */
export interface SeedContext {
  strapi: Core.Strapi;
  media: DemoMedia;
  audiences: Record<AudienceSlug, DocumentId>;
  strands: Record<StrandKey, DocumentId>;
  ageGroups: Record<AgeGroupSlug, DocumentId>;
}

/** Curriculum entries by their blueprint handles, for the live, project and landing pages that point into it. */
export interface SeededCurriculum {
  programmes: Record<string, DocumentId>;
  activities: Record<string, DocumentId>;
  sections: Record<string, DocumentId>;
  audioPages: Record<string, DocumentId>;
}

/** The Media Library id of a demo file, as media fields take it. */
export const fileId = (ctx: SeedContext, key: MediaKey): number => ctx.media[key].id;

/** The documentId behind a handle, failing loudly when the seed data names something that was not created first. */
export function lookUp(documents: Record<string, DocumentId>, key: string, kind: string): DocumentId {
  const documentId = documents[key];
  if (!documentId) throw new Error(`Demo seed: no ${kind} '${key}' has been created yet`);
  return documentId;
}

/** The default demo video until real films are uploaded. */
export const DEMO_VIDEO = { url: 'https://vimeo.com/76979871' };

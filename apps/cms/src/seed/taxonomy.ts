import type { Core } from '@strapi/strapi';
import { StrandKey } from './blueprints';
import { DEMO_TAXONOMY } from './demo-data';
import { createDocument, type DocumentId } from './documents';

/** Learning objectives that activities share, one per strand. */
export const STRAND_OBJECTIVES = DEMO_TAXONOMY.strandObjectives;

export async function seedAgeGroups(strapi: Core.Strapi): Promise<Record<string, DocumentId>> {
  const ageGroups: Record<string, DocumentId> = {};
  for (const [slug, title] of Object.entries(DEMO_TAXONOMY.ageGroups)) {
    ageGroups[slug] = await createDocument(strapi, 'api::age-group.age-group', { title, slug });
  }
  return ageGroups;
}

export async function seedLearningStrands(strapi: Core.Strapi): Promise<Record<StrandKey, DocumentId>> {
  const strands = {} as Record<StrandKey, DocumentId>;
  for (const key of StrandKey.options) {
    const strand = DEMO_TAXONOMY.learningStrands[key];
    strands[key] = await createDocument(strapi, 'api::learning-strand.learning-strand', {
      ...strand,
      combination_key: key,
    });
  }
  return strands;
}

/** Reception to Year 13, by slug; `order` is the school order (Reception 0 ... Year 13 13). */
export async function seedYearGroups(strapi: Core.Strapi): Promise<Record<string, DocumentId>> {
  const yearGroups: Record<string, DocumentId> = {};
  for (const [order, { slug, title, keyStage }] of DEMO_TAXONOMY.yearGroups.entries()) {
    yearGroups[slug] = await createDocument(strapi, 'api::year-group.year-group', {
      title,
      slug,
      order,
      key_stage: keyStage,
    });
  }
  return yearGroups;
}

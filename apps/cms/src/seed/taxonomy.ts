import type { Core } from '@strapi/strapi';
import type { StrandKey } from './blueprints';
import { createDocument, type DocumentId } from './documents';

const AGE_GROUPS = {
  'early-years': 'Early Years',
  ks1: 'KS1',
  ks2: 'KS2',
  ks3: 'KS3',
  ks4: 'KS4',
  ks5: 'KS5',
  'all-ages': 'All ages',
} as const;

export type AgeGroupSlug = keyof typeof AGE_GROUPS;

/** Learning strands in the order the unit builder lists them (it sorts by id). */
const LEARNING_STRANDS: Record<StrandKey, { title: string; description: string }> = {
  rhythm: {
    title: 'Rhythm and Pulse',
    description: 'Feeling, keeping and creating the beat and the patterns that sit on it.',
  },
  pitch: {
    title: 'Pitch and Melody',
    description: 'High and low sounds, melodic shape and singing or playing in tune.',
  },
  listening: {
    title: 'Listening and Appraising',
    description: 'Careful listening, describing music and talking about how it makes us feel.',
  },
  composing: {
    title: 'Composing and Improvising',
    description: 'Making up music: from single sounds and patterns to whole pieces.',
  },
  singing: { title: 'Singing', description: 'Using the voice with confidence, alone and together.' },
  performing: { title: 'Performing', description: 'Rehearsing and sharing music with an audience.' },
};

/** Learning objectives that activities share, one per strand. */
export const STRAND_OBJECTIVES: Record<StrandKey, { title: string; description: string }> = {
  rhythm: {
    title: 'Keep a steady pulse',
    description: 'Pupils keep the **pulse** steady and can tell it apart from the rhythm.',
  },
  pitch: {
    title: 'Recognise pitch',
    description: 'Pupils hear and show whether sounds are **high or low** and how a melody moves.',
  },
  listening: {
    title: 'Listen with attention to detail',
    description: 'Pupils describe what they hear using **musical vocabulary**.',
  },
  composing: {
    title: 'Create and develop ideas',
    description: 'Pupils make up, refine and remember their own **musical ideas**.',
  },
  singing: { title: 'Sing with control', description: 'Pupils sing in tune, with clear words and **good breathing**.' },
  performing: {
    title: 'Perform to others',
    description: 'Pupils perform with confidence and respond to **feedback**.',
  },
};

export async function seedAgeGroups(strapi: Core.Strapi): Promise<Record<AgeGroupSlug, DocumentId>> {
  const ageGroups = {} as Record<AgeGroupSlug, DocumentId>;
  for (const [slug, title] of Object.entries(AGE_GROUPS) as [AgeGroupSlug, string][]) {
    ageGroups[slug] = await createDocument(strapi, 'api::age-group.age-group', { title, slug });
  }
  return ageGroups;
}

export async function seedLearningStrands(strapi: Core.Strapi): Promise<Record<StrandKey, DocumentId>> {
  const strands = {} as Record<StrandKey, DocumentId>;
  for (const [key, strand] of Object.entries(LEARNING_STRANDS) as [
    StrandKey,
    { title: string; description: string },
  ][]) {
    strands[key] = await createDocument(strapi, 'api::learning-strand.learning-strand', {
      ...strand,
      combination_key: key,
    });
  }
  return strands;
}

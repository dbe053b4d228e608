/** Year groups, age groups, learning strands and their objectives (data/taxonomy.json). */
import { z } from 'zod';
import { AgeGroupSlug, StrandKey, YearGroupSlug } from './handles';

const TitledText = z.strictObject({ title: z.string(), description: z.string() });

export const TaxonomyBlueprint = z.strictObject({
  /** Reception to Year 13, in school order. */
  yearGroups: z.array(
    z.strictObject({
      slug: YearGroupSlug,
      title: z.string(),
      keyStage: z.enum(['EYFS', 'KS1', 'KS2', 'KS3', 'KS4', 'KS5']),
    }),
  ),
  /** Age groups by slug, with their titles. */
  ageGroups: z.record(AgeGroupSlug, z.string()),
  learningStrands: z.record(StrandKey, TitledText),
  /** Learning objectives that activities share, one per strand. */
  strandObjectives: z.record(StrandKey, TitledText),
});

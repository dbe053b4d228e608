/** The audience pages with their feature boxes, projects and landing pages (data/audiences.json, projects.json ...). */
import { z } from 'zod';
import { AgeGroupSlug, AudienceSlug, MediaKey } from './handles';

const FeatureLinkDetails = { title: z.string().optional(), document: MediaKey.optional(), audio: MediaKey.optional() };

export const FeatureBoxBlueprint = z.strictObject({
  title: z.string(),
  blurb: z.string(),
  image: MediaKey.optional(),
  ageGroups: z.array(AgeGroupSlug).optional(),
  linkLabel: z.string().optional(),
  /** Greyed on the audience page and hidden in the header menus. */
  isPreview: z.boolean().optional(),
  /** Where the box leads, exactly one destination named by slug; without a link the box is a dashed placeholder. */
  link: z
    .union([
      z.strictObject({ programme: z.string(), ...FeatureLinkDetails }),
      z.strictObject({ landingPage: z.string(), ...FeatureLinkDetails }),
      z.strictObject({ project: z.string(), ...FeatureLinkDetails }),
      z.strictObject({ liveProgramme: z.string(), ...FeatureLinkDetails }),
    ])
    .optional(),
});
export type FeatureBoxBlueprint = z.infer<typeof FeatureBoxBlueprint>;

export const AudienceBlueprint = z.strictObject({
  title: z.string(),
  menuOrder: z.number().int(),
  subtitle: z.string(),
  introduction: z.string(),
  librariesIntro: z.string(),
  section2Intro: z.string(),
  activityLibraryIntro: z.string(),
  audioLibraryIntro: z.string(),
  theme: z.strictObject({ background: z.string(), color: z.string(), banner: MediaKey }),
  featureBoxes: z.array(FeatureBoxBlueprint),
});
export type AudienceBlueprint = z.infer<typeof AudienceBlueprint>;

export const ProjectBlueprint = z.strictObject({
  slug: z.string(),
  title: z.string(),
  audience: AudienceSlug,
  mainText: z.string(),
  exploreActivitiesTitle: z.string(),
  mainImage: MediaKey,
  /** Activity keys from the programmes. */
  activities: z.array(z.string()),
  documents: z.array(z.strictObject({ title: z.string(), file: MediaKey })),
});

export const LandingPageBlueprint = z.strictObject({
  slug: z.string(),
  title: z.string(),
  mainText: z.string(),
  document: MediaKey,
  audio: MediaKey,
  features: z.array(FeatureBoxBlueprint),
});
export type LandingPageBlueprint = z.infer<typeof LandingPageBlueprint>;

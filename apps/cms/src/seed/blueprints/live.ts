/** The live programmes with their performances and productions (data/live-programmes.json). */
import { z } from 'zod';
import { MediaKey } from './handles';

const LivePerformanceBlueprint = z.strictObject({
  title: z.string(),
  slug: z.string(),
  blurb: z.string(),
  thumbnails: z.array(MediaKey),
  active: z.boolean(),
  /** Days from the seed date: the first and last performance. */
  dates: z.tuple([z.number(), z.number()]),
  venues: z.string(),
});

const LiveProductionBlueprint = z.strictObject({
  title: z.string(),
  slug: z.string(),
  blurb: z.string(),
  mainText: z.string(),
  thumbnails: z.array(MediaKey),
  mainImage: MediaKey,
  active: z.boolean(),
  venues: z.string(),
  /** Days from the seed date, deliberately out of order: the booking modal sorts them. */
  bookings: z.array(z.strictObject({ inDays: z.number(), venue: z.string(), bookable: z.boolean() })),
  relatedActivities: z.array(z.string()),
  audioPages: z.array(z.string()),
  documents: z.array(z.strictObject({ title: z.string(), file: MediaKey })),
});

export const LiveProgrammeBlueprint = z.strictObject({
  title: z.string(),
  slug: z.string(),
  subtitle: z.string(),
  mainText: z.string(),
  released: z.boolean(),
  quotations: z.array(z.strictObject({ quotation: z.string(), attribution: z.string() })),
  theme: z.strictObject({ background: z.string(), color: z.string(), banner: MediaKey }),
  performances: z.array(LivePerformanceBlueprint),
  productions: z.array(LiveProductionBlueprint),
});
export type LiveProgrammeBlueprint = z.infer<typeof LiveProgrammeBlueprint>;

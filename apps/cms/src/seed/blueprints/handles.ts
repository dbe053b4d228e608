/** The short handles demo entries name each other by: audiences, strands, media keys, age and year groups. */
import { z } from 'zod';

export const AudienceSlug = z.enum(['primary', 'secondary', 'send', 'live']);
export type AudienceSlug = z.infer<typeof AudienceSlug>;
export const CurriculumAudienceSlug = AudienceSlug.exclude(['live']);
export type CurriculumAudienceSlug = z.infer<typeof CurriculumAudienceSlug>;

/** Learning strands by combination_key, in the order the unit builder lists them (it sorts by id). */
export const StrandKey = z.enum(['rhythm', 'pitch', 'listening', 'composing', 'singing', 'performing']);
export type StrandKey = z.infer<typeof StrandKey>;

/** A demo file's key in data/media.json. */
export const MediaKey = z.string().min(1);
/** An age group's slug in data/taxonomy.json. */
export const AgeGroupSlug = z.string().min(1);
/** A year group's slug in data/taxonomy.json ('reception', 'year-1' ... 'year-13'). */
export const YearGroupSlug = z.string().regex(/^(reception|year-([1-9]|1[0-3]))$/);
/** The year groups a programme, unit or lesson is written for. */
export const YearGroups = z.array(YearGroupSlug).optional();

import { z } from 'zod';

/** What a teacher's teaching history keeps (src/api/teaching-history): plain rules, shared with the tests. */

/** The lessons a teacher's history keeps (the oldest go first), and how many the home lists as recently opened. */
export const HISTORY_LIMIT = 20;
export const RECENT_SHOWN = 6;

const SEGMENT = '[A-Za-z0-9_-]{1,100}';
const NUMBER = '[1-9][0-9]{0,2}';
/** A lesson overview's address: /{audience}/{programme}/unit|custom-unit/{unit}/lesson/{lesson}. */
const LESSON_PATH = `/${SEGMENT}/${SEGMENT}/(?:unit|custom-unit)/${SEGMENT}/lesson/(${SEGMENT})`;
export const PATHS = {
  opened: new RegExp(`^${LESSON_PATH}$`),
  // Lesson mode at one slide: .../slides/{activity}/{slide}, optionally /{sub-slideshow}/{sub-slide}.
  position: new RegExp(`^${LESSON_PATH}/slides/${SEGMENT}/(${NUMBER})(?:/${SEGMENT}/${NUMBER})?$`),
};

export type HistoryEvent = keyof typeof PATHS;

export const inputSchema = (event: HistoryEvent) =>
  z
    .object({
      path: z
        .string({ error: 'A path is required.' })
        .max(400, { error: 'The path is too long.' })
        .regex(PATHS[event], {
          error: event === 'opened' ? 'This is not a lesson’s address.' : 'This is not a lesson-mode slide’s address.',
        }),
    })
    .strict();

import type { Core } from '@strapi/strapi';
import { asSystem } from '../../access/as-system';

const FILE = {
  fields: ['documentId', 'url', 'name', 'ext', 'mime', 'caption', 'alternativeText', 'width', 'height', 'formats'],
};

/** A slide as the pupils' screens show it: lesson mode's slide fields, without the teacher's notes. */
const SLIDE_POPULATE = {
  main_image: FILE,
  secondary_image: FILE,
  audio: FILE,
  secondary_audio: FILE,
  secondary_video: FILE,
  videos: { populate: { video_file: FILE } },
  audiocards: { populate: { image: FILE, audio: FILE } },
  flipcards: { populate: { card_1: FILE, card_2: FILE, audio: FILE } },
};

const ACTIVITY = {
  fields: ['documentId', 'title', 'teaching_option', 'introduction', 'notation'],
  populate: {
    activityOptions: {
      fields: ['documentId', 'title', 'introduction'],
      populate: { delivery_option: { populate: { activity_detail: { populate: { media: FILE } } } } },
    },
    activity_slideshow: {
      fields: ['documentId', 'title'],
      populate: {
        activity_slides: {
          populate: {
            ...SLIDE_POPULATE,
            sub_slides2: {
              fields: ['documentId', 'title'],
              populate: { activity_slides: { populate: SLIDE_POPULATE } },
            },
          },
        },
      },
    },
  },
};

/** Lesson mode's rule for starting a session: a published lesson that has lesson mode. */
export async function hasLessonMode(strapi: Core.Strapi, documentId: string): Promise<boolean> {
  const lesson = await asSystem(() =>
    strapi.documents('api::lesson.lesson').findOne({
      documentId,
      status: 'published',
      fields: ['documentId', 'disable_lesson_mode'],
    } as never),
  );
  return Boolean(lesson) && !(lesson as { disable_lesson_mode?: boolean }).disable_lesson_mode;
}

/** The lesson-mode read of a lesson (what the web's LessonSlideShow asks), or null when it is not in lesson mode. */
export async function lessonModeLesson(strapi: Core.Strapi, documentId: string) {
  // Pupils read on their teacher's behalf (their session proves it), whatever they may read themselves.
  const lesson = await asSystem(() =>
    strapi.documents('api::lesson.lesson').findOne({
      documentId,
      status: 'published',
      fields: ['documentId', 'title', 'disable_lesson_mode'],
      populate: {
        activities_above: ACTIVITY,
        activity_pool: ACTIVITY,
        activities: { populate: { activity: ACTIVITY } },
      },
    } as never),
  );
  if (!lesson || (lesson as { disable_lesson_mode?: boolean }).disable_lesson_mode) return null;
  return withoutPresenterNotes(lesson);
}

/** The teacher's notes and slides left out of the lesson never reach a pupil. */
function withoutPresenterNotes<T>(value: T): T {
  if (Array.isArray(value))
    return value
      .filter(
        (item) =>
          !(item && typeof item === 'object' && 'include_in_lesson' in item && item.include_in_lesson === false),
      )
      .map(withoutPresenterNotes) as T;
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'presenter_notes' && key !== 'disable_lesson_mode')
      .map(([key, item]) => [key, withoutPresenterNotes(item)]),
  ) as T;
}

/**
 * The lesson's files are for subscribers (src/middlewares/protected-uploads.ts) and pupils have no account: each file
 * address carries the pupil's token (`?class=`), which opens that lesson's files while the pupil is in the session.
 */
export function withPupilFileAddresses<T>(value: T, token: string): T {
  if (Array.isArray(value)) return value.map((item) => withPupilFileAddresses(item, token)) as T;
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === 'url' && typeof item === 'string' && item.startsWith('/uploads/')
        ? `${item}?class=${encodeURIComponent(token)}`
        : withPupilFileAddresses(item, token),
    ]),
  ) as T;
}

/** Every /uploads path a lesson read names (originals and image formats). */
export function filePathsOf(value: unknown, paths = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => filePathsOf(item, paths));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      if (key === 'url' && typeof item === 'string') paths.add(item.split('?')[0]);
      else filePathsOf(item, paths);
    }
  return paths;
}

import { factories, type Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { fieldErrorsOf, invalidFields } from '../../../platform/http/field-errors';
import { HISTORY_LIMIT, PATHS, RECENT_SHOWN, inputSchema, type HistoryEvent } from '../history-rules';

const UID = 'api::teaching-history.teaching-history';

/** Where a position sits: the lesson, its overview's address and the slide number. */
function parsePath(event: HistoryEvent, input: unknown) {
  const parsed = inputSchema(event).safeParse(input ?? {});
  if (!parsed.success) throw invalidFields(fieldErrorsOf(parsed.error, ['path'], ['data']));
  const { path } = parsed.data;
  const match = PATHS[event].exec(path)!;
  const lessonPath = path.slice(0, path.indexOf('/lesson/') + '/lesson/'.length + match[1].length);
  return { path, lessonId: match[1], lessonPath, slide: Number(match[2] ?? 1) };
}

interface Entry {
  documentId: string;
  lesson_path?: string | null;
  slides_path?: string | null;
  slide?: number | null;
  opened_at?: string | null;
  taught_at?: string | null;
  lesson?: { documentId: string; title: string } | null;
}

const newest = (field: 'opened_at' | 'taught_at') => (a: Entry, b: Entry) =>
  String(b[field]).localeCompare(String(a[field]));

/**
 * Every call runs inside the teacher's request, so src/access/ownership.ts narrows each read and write to their own
 * entries and src/access/content-access.ts decides which lessons they read.
 */
const createTeachingHistoryService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Notes that the teacher opened a lesson's overview ('opened') or showed a slide in lesson mode ('position'). */
  async record(event: HistoryEvent, input: unknown) {
    const { path, lessonId, lessonPath, slide } = parsePath(event, input);
    const lesson = await strapi.documents('api::lesson.lesson').findOne({ documentId: lessonId, fields: ['title'] });
    if (!lesson) throw new errors.NotFoundError('There is no such lesson.');

    const now = new Date().toISOString();
    const data =
      event === 'opened'
        ? { lesson_path: lessonPath, opened_at: now }
        : { lesson_path: lessonPath, slides_path: path, slide, taught_at: now };
    const existing = await strapi.documents(UID).findFirst({
      filters: { lesson: { documentId: { $eq: lessonId } } },
      fields: ['documentId'],
    });
    if (existing) await strapi.documents(UID).update({ documentId: existing.documentId, data });
    else await strapi.documents(UID).create({ data: { ...data, lesson: lessonId } });
    await this.forgetOldest();
    return { lesson: lessonId, path, slide };
  },

  /** Keeps the history to HISTORY_LIMIT lessons. */
  async forgetOldest() {
    const old = await strapi
      .documents(UID)
      .findMany({ sort: 'updatedAt:desc', start: HISTORY_LIMIT, limit: 100, fields: ['documentId'] });
    for (const entry of old) await strapi.documents(UID).delete({ documentId: entry.documentId });
  },

  /** The home's view: the last slide shown (to continue from) and the lessons opened most recently. */
  async mine() {
    const entries = (await strapi.documents(UID).findMany({
      sort: 'updatedAt:desc',
      limit: HISTORY_LIMIT,
      fields: ['lesson_path', 'slides_path', 'slide', 'opened_at', 'taught_at'],
      populate: { lesson: { fields: ['title'] } },
    })) as unknown as Entry[];
    // A lesson since removed (or no longer readable) drops out of the history.
    const known = entries.filter((entry) => entry.lesson);
    const lessonOf = (entry: Entry) => ({ documentId: entry.lesson!.documentId, title: entry.lesson!.title });
    const last = known.filter((entry) => entry.taught_at && entry.slides_path).sort(newest('taught_at'))[0];
    return {
      continue: last
        ? { lesson: lessonOf(last), href: last.slides_path, lessonHref: last.lesson_path, slide: last.slide ?? 1 }
        : null,
      recent: known
        .filter((entry) => entry.opened_at && entry.lesson_path)
        .sort(newest('opened_at'))
        .slice(0, RECENT_SHOWN)
        .map((entry) => ({ lesson: lessonOf(entry), href: entry.lesson_path, openedAt: entry.opened_at })),
    };
  },
});

type TeachingHistoryService = ReturnType<typeof createTeachingHistoryService>;

export function teachingHistory(strapi: Core.Strapi): TeachingHistoryService {
  return strapi.service(UID) as unknown as TeachingHistoryService;
}

export default factories.createCoreService(UID, createTeachingHistoryService);

import type { Core, UID } from '@strapi/strapi';
import { PUBLIC_CONTENT } from '../permissions';
import type { SearchDocument } from './search-index';
import { asSystem } from '../as-system';

/**
 * Everything the shared index holds, read from the database with the addresses the web app links it at
 * (apps/web/src: programme, unit and lesson pages by documentId, activities at /{audience}/{programme}/activity/-/-/{id},
 * audio at /audiolibrary/..., CPD and live pages by slug). Owned content (playlists, custom units) is not here: it is
 * searched per caller at query time (./owned.ts).
 */

// Rows of a dozen content types, read field by field with fallbacks.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Row = Record<string, any>;

/** The kinds of result, with the content type each comes from. */
export const SHARED_KINDS = {
  programme: 'api::programme.programme',
  unit: 'api::scheme.scheme',
  lesson: 'api::lesson.lesson',
  activity: 'api::activity-page.activity-page',
  audio: 'api::audio-page.audio-page',
  'audio-collection': 'api::audio-page-container.audio-page-container',
  'activity-section': 'api::activity-section.activity-section',
  'cpd-session': 'api::cpd-session.cpd-session',
  'cpd-live-event': 'api::cpd-live-event.cpd-live-event',
  'live-programme': 'api::live-programme.live-programme',
  'live-production': 'api::live-production.live-production',
  project: 'api::project.project',
  'landing-page': 'api::landing-page.landing-page',
} as const satisfies Record<string, UID.ContentType>;

export type SharedKind = keyof typeof SHARED_KINDS;

const accessOf = (uid: string): SearchDocument['access'] =>
  PUBLIC_CONTENT.includes(uid.split('.').pop()!) ? 'public' : 'subscriber';

/** Rich text (Markdown with audio shortcodes) as plain words. */
export function plainText(markdown: unknown): string {
  if (typeof markdown !== 'string') return '';
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[[a-z]+[^\]]*\]/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[#*_>`~|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const joined = (...parts: unknown[]) =>
  parts
    .map((part) => (typeof part === 'string' ? part : ''))
    .filter(Boolean)
    .join(' · ');

const unique = (values: (string | null | undefined)[]) => [...new Set(values.filter((v): v is string => !!v))];

/** Only published entries, for types that have drafts. */
function published(strapi: Core.Strapi, uid: UID.ContentType): Row {
  const model = strapi.contentTypes[uid] as { options?: { draftAndPublish?: boolean } };
  return model?.options?.draftAndPublish ? { publishedAt: { $notNull: true } } : {};
}

async function all(strapi: Core.Strapi, uid: UID.ContentType, populate: Row = {}): Promise<Row[]> {
  return asSystem(() => strapi.db.query(uid).findMany({ where: published(strapi, uid), populate }));
}

interface ProgrammeContext {
  audience?: { slug: string; title: string };
  slug: string;
  title: string;
  documentId: string;
}

/** The page of a programme: /secondary/{key stage}/programme/{slug} for Secondary, else /{audience}/{slug}. */
function programmeHref(programme: ProgrammeContext): string | null {
  if (!programme.slug || !programme.audience?.slug) return null;
  return programme.audience.slug === 'secondary'
    ? `/secondary/ks3/programme/${programme.slug}`
    : `/${programme.audience.slug}/${programme.slug}`;
}

export async function loadCatalogue(strapi: Core.Strapi): Promise<SearchDocument[]> {
  const documents: SearchDocument[] = [];
  const add = (kind: SharedKind, row: Row, rest: Omit<SearchDocument, 'id' | 'kind' | 'title' | 'access'>) => {
    if (!row.title) return;
    documents.push({
      id: `${kind}:${row.documentId}`,
      kind,
      title: row.title,
      access: accessOf(SHARED_KINDS[kind]),
      ...rest,
    });
  };

  const programmes: ProgrammeContext[] = [];
  const programmesByActivityLibrary = new Map<number, ProgrammeContext>();
  const programmesByAudioLibrary = new Map<number, ProgrammeContext>();
  for (const row of await all(strapi, SHARED_KINDS.programme, {
    audience: { select: ['slug', 'title'] },
    activity_library: { select: ['id'] },
    audio_library: { select: ['id'] },
  })) {
    const programme: ProgrammeContext = row as ProgrammeContext;
    programmes.push(programme);
    if (row.activity_library) programmesByActivityLibrary.set(row.activity_library.id, programme);
    if (row.audio_library) programmesByAudioLibrary.set(row.audio_library.id, programme);
    const href = programmeHref(programme);
    if (!href || row.released === false) continue;
    add('programme', row, {
      href,
      summary: row.blurb ?? '',
      introduction: joined(
        plainText(row.introduction),
        plainText(row.schemes_intro),
        plainText(row.media_introduction),
      ),
      audiences: unique([row.audience?.title]),
      programmes: unique([row.title]),
    });
  }
  const programmeById = new Map(programmes.map((programme) => [(programme as unknown as Row).id, programme]));

  // Units, and the first unit each lesson is in: a lesson's address is inside its unit.
  const unitOfLesson = new Map<number, { unit: Row; programme: ProgrammeContext }>();
  for (const row of await all(strapi, SHARED_KINDS.unit, {
    programme: { select: ['id'] },
    lessons: { select: ['id'] },
  })) {
    const programme = programmeById.get(row.programme?.id);
    if (!programme?.audience) continue;
    for (const lesson of row.lessons ?? []) {
      if (!unitOfLesson.has(lesson.id)) unitOfLesson.set(lesson.id, { unit: row, programme });
    }
    add('unit', row, {
      href: `/${programme.audience.slug}/${programme.slug}/unit/${row.documentId}`,
      summary: row.blurb ?? '',
      introduction: plainText(row.introduction),
      audiences: unique([programme.audience.title]),
      programmes: unique([programme.title]),
    });
  }

  for (const row of await all(strapi, SHARED_KINDS.lesson, {
    activities: { populate: { activity: { select: ['title'] } } },
  })) {
    const place = unitOfLesson.get(row.id);
    if (!place?.programme.audience) continue; // in no unit: no page shows it
    const { unit, programme } = place;
    add('lesson', row, {
      href: `/${programme.audience!.slug}/${programme.slug}/unit/${unit.documentId}/lesson/${row.documentId}`,
      summary: row.page_title ?? '',
      introduction: joined(
        plainText(row.introduction),
        ...(row.activities ?? []).map((entry: Row) => entry.title ?? entry.activity?.title),
      ),
      audiences: unique([programme.audience!.title]),
      programmes: unique([programme.title]),
    });
  }

  for (const row of await all(strapi, SHARED_KINDS.activity, {
    learning_strands: { select: ['title', 'description'] },
    audiences: { select: ['slug', 'title'] },
    programme: { select: ['id'] },
    activityOptions: { populate: { learning_objectives: true } },
  })) {
    const programme = programmeById.get(row.programme?.id);
    const audience = programme?.audience ?? row.audiences?.[0];
    const options: Row[] = row.activityOptions ?? [];
    add('activity', row, {
      href:
        programme && audience
          ? `/${audience.slug}/${programme.slug}/activity/-/-/${row.documentId}`
          : `/-/-/activity/-/-/${row.documentId}`,
      summary: plainText(row.lesson_summary),
      type: row.type ?? '',
      strands: joined(...(row.learning_strands ?? []).map((strand: Row) => strand.title)),
      objectives: joined(
        ...options.flatMap((option) =>
          (option.learning_objectives ?? []).map((objective: Row) =>
            joined(objective.title, plainText(objective.description)),
          ),
        ),
      ),
      music: joined(...options.map((option) => plainText(option.music))),
      introduction: joined(
        plainText(row.introduction),
        plainText(row.teaching_option),
        ...options.map((option) => joined(option.title, plainText(option.introduction))),
      ),
      audiences: unique([...(row.audiences ?? []).map((a: Row) => a.title), programme?.audience?.title]),
      programmes: unique([programme?.title]),
      activityType: row.type || undefined,
    });
  }

  // Audio pages and collections: their audience is that of the libraries that list them.
  const audioLibraries = await all(strapi, 'api::audio-library.audio-library' as UID.ContentType, {
    audience: { select: ['title'] },
    audio_page: { select: ['id'] },
    audio_page_container: { select: ['id'] },
  });
  const librariesOf = (field: string, id: number) =>
    audioLibraries.filter((library) => (library[field] ?? []).some((item: Row) => item.id === id));
  const audioPlace = (field: string, id: number) => {
    const libraries = librariesOf(field, id);
    return {
      audiences: unique(libraries.map((library) => library.audience?.title)),
      programmes: unique(libraries.map((library) => programmesByAudioLibrary.get(library.id)?.title)),
    };
  };

  for (const row of await all(strapi, SHARED_KINDS.audio, { audio_excerpts: true })) {
    const excerpts: Row[] = row.audio_excerpts ?? [];
    add('audio', row, {
      href: `/audiolibrary/page/${row.documentId}`,
      introduction: plainText(row.introduction),
      music: joined(...excerpts.map((excerpt) => joined(excerpt.title, plainText(excerpt.summary)))),
      ...audioPlace('audio_page', row.id),
    });
  }

  for (const row of await all(strapi, SHARED_KINDS['audio-collection'], { audio_page: { select: ['title'] } })) {
    add('audio-collection', row, {
      href: `/audiolibrary/collection/${row.documentId}`,
      summary: row.blurb ?? '',
      music: joined(...(row.audio_page ?? []).map((page: Row) => page.title)),
      ...audioPlace('audio_page_container', row.id),
    });
  }

  for (const row of await all(strapi, SHARED_KINDS['activity-section'], {
    activity_library: { select: ['id', 'documentId'], populate: { audience: { select: ['slug', 'title'] } } },
  })) {
    const library = row.activity_library;
    const programme = library ? programmesByActivityLibrary.get(library.id) : undefined;
    const audience = programme?.audience ?? library?.audience;
    add('activity-section', row, {
      href: `/${audience?.slug ?? '-'}/${programme?.slug ?? '-'}/activity/${library?.documentId ?? '-'}/${row.documentId}`,
      introduction: plainText(row.introduction),
      audiences: unique([audience?.title]),
      programmes: unique([programme?.title]),
    });
  }

  for (const row of await all(strapi, SHARED_KINDS['cpd-session'])) {
    if (!row.slug) continue;
    add('cpd-session', row, {
      href: `/cpd/session/${row.slug}`,
      summary: row.blurb ?? '',
      introduction: plainText(row.main_text),
      audiences: [],
      programmes: [],
    });
  }

  for (const row of await all(strapi, SHARED_KINDS['cpd-live-event'])) {
    if (!row.slug) continue;
    add('cpd-live-event', row, {
      href: `/cpd/live-event/${row.slug}`,
      summary: row.blurb ?? '',
      introduction: joined(row.venue, plainText(row.main_text)),
      audiences: [],
      programmes: [],
    });
  }

  const liveProgrammes = await all(strapi, SHARED_KINDS['live-programme']);
  for (const row of liveProgrammes) {
    if (!row.slug || row.released === false) continue;
    add('live-programme', row, {
      href: `/live/${row.slug}`,
      summary: row.subtitle ?? '',
      introduction: plainText(row.main_text),
      audiences: ['Live'],
      programmes: [],
    });
  }

  for (const row of await all(strapi, SHARED_KINDS['live-production'], { live_programme: { select: ['slug'] } })) {
    if (!row.slug || !row.live_programme?.slug) continue;
    add('live-production', row, {
      href: `/live/${row.live_programme.slug}/${row.slug}`,
      summary: row.blurb ?? '',
      introduction: plainText(row.main_text),
      audiences: ['Live'],
      programmes: [],
    });
  }

  for (const row of await all(strapi, SHARED_KINDS.project, { audience: { select: ['title'] } })) {
    if (!row.slug) continue;
    add('project', row, {
      href: `/secondary/ks3/project/${row.slug}`,
      introduction: plainText(row.main_text),
      audiences: unique([row.audience?.title]),
      programmes: [],
    });
  }

  for (const row of await all(strapi, SHARED_KINDS['landing-page'], { audience: { select: ['slug', 'title'] } })) {
    if (!row.slug) continue;
    add('landing-page', row, {
      href: `/secondary/${row.slug}`,
      introduction: plainText(row.main_text),
      audiences: unique([row.audience?.title]),
      programmes: [],
    });
  }

  return documents;
}

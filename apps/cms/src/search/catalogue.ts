import type { Core, UID } from '@strapi/strapi';
import { type AccessLevel, mayRead, readerOf, readerOfType, strictest } from './access';
import { TEXT_FIELDS, type SearchDocument, type TextField } from './search-index';
import { asSystem } from '../as-system';

/**
 * Everything the shared indexes hold, read from the database with the addresses the web app links it at
 * (apps/web/src: programme, unit and lesson pages by documentId, activities at /{audience}/{programme}/activity/-/-/{id},
 * audio at /audiolibrary/..., CPD and live pages by slug). Each piece of text carries who may read it (./access.ts),
 * so each access level's index is built from its own readable text only (`documentAt`). Owned content (playlists,
 * custom units) is not here: it is searched per caller at query time (./owned.ts).
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

/** Some text of an entry, and the least level that may read it. */
export interface Passage {
  text: string;
  reader: AccessLevel;
}

/** The labels an entry is filed under (its facets), and the least level that may read them. */
export interface Labels {
  values: string[];
  reader: AccessLevel;
}
type LabelFacet = 'yearGroups' | 'keyStages' | 'learningStrands';

/** One findable entry with all its text, each passage marked with who may read it. */
export interface CatalogueEntry extends Omit<SearchDocument, TextField | 'activityType' | LabelFacet> {
  text: Partial<Record<TextField, Passage[]>>;
  activityType?: Passage;
  labels?: Partial<Record<LabelFacet, Labels>>;
}

/** The entry as `level` may search it, or nothing when that level may not even read its title. */
export function documentAt(level: AccessLevel, entry: CatalogueEntry): SearchDocument | undefined {
  const { text, activityType, labels, ...rest } = entry;
  const readable = (passages: Passage[] = []) =>
    passages
      .filter((passage) => mayRead(level, passage.reader))
      .map((passage) => passage.text)
      .join(' · ');
  const title = readable(text.title);
  if (!title) return undefined;
  const document: SearchDocument = { ...rest, title };
  for (const field of TEXT_FIELDS) {
    const value = readable(text[field]);
    if (field !== 'title' && value) document[field] = value;
  }
  if (activityType && mayRead(level, activityType.reader)) document.activityType = activityType.text;
  for (const [facet, found] of Object.entries(labels ?? {}) as [LabelFacet, Labels][]) {
    if (found.values.length && mayRead(level, found.reader)) document[facet] = found.values;
  }
  return document;
}

/** The text of `field` of a row of `uid` (already plain), with who may read it; nothing when empty. */
function passage(uid: string, field: string, text: unknown, reader = readerOf(uid, field)): Passage[] {
  return typeof text === 'string' && text.trim() ? [{ text, reader }] : [];
}

/** Text reached through `relation` of `uid`, read from `field` of `target`: for whoever may read both. */
function related(uid: string, relation: string, target: string, field: string, text: unknown): Passage[] {
  return passage(target, field, text, strictest(readerOf(uid, relation), readerOf(target, field)));
}

/** Rich text (Markdown with audio shortcodes) as plain words. */
export function plainText(markdown: unknown): string {
  if (typeof markdown !== 'string') return '';
  return (
    markdown
      .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[[a-z]+[^\]]*\]/gi, ' ')
      .replace(/<[^>]+>/g, ' ')
      // Emphasis marks go without a trace ("**pulse**, then" stays "pulse, then"); block marks part words.
      .replace(/[*_`~]+/g, '')
      .replace(/[#>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

const joined = (...parts: unknown[]) =>
  parts
    .map((part) => (typeof part === 'string' ? part : ''))
    .filter(Boolean)
    .join(' · ');

const unique = (values: (string | null | undefined)[]) => [...new Set(values.filter((v): v is string => !!v))];

/** A year group row as populated below (src/api/year-group). */
interface YearGroupRow {
  id: number;
  title: string;
  order: number;
  key_stage: string;
}
const YEAR_GROUP_FIELDS = { select: ['id', 'title', 'order', 'key_stage'] };

/** Year groups in school order, without repeats. */
const inSchoolOrder = (groups: YearGroupRow[]): YearGroupRow[] =>
  [...new Map(groups.filter((group) => group?.title).map((group) => [group.id, group])).values()].sort(
    (a, b) => a.order - b.order,
  );

/**
 * An entry's year groups (issue #28) as words to find ("Year 2 · KS1") and as the year-group and key-stage facets,
 * readable by whoever may read the relation `relation` of `uid` (a lesson's are for subscribers, as the lesson is).
 */
function yearsOf(uid: string, relation: string, groups: YearGroupRow[] = [], reader = readerOf(uid, relation)) {
  const ordered = inSchoolOrder(groups);
  if (!ordered.length) return { text: {}, labels: {} };
  const keyStages = unique(ordered.map((group) => group.key_stage));
  return {
    text: { years: [{ text: joined(...ordered.map((group) => group.title), ...keyStages), reader }] },
    labels: {
      yearGroups: { values: ordered.map((group) => group.title), reader },
      keyStages: { values: keyStages, reader },
    },
  };
}

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

type Text = Partial<Record<TextField, Passage[]>>;

export async function loadCatalogue(strapi: Core.Strapi): Promise<CatalogueEntry[]> {
  const entries: CatalogueEntry[] = [];
  const add = (
    kind: SharedKind,
    row: Row,
    place: Pick<CatalogueEntry, 'href' | 'audiences' | 'programmes'>,
    text: Text,
    activityType?: Passage,
    labels?: CatalogueEntry['labels'],
  ) => {
    const uid = SHARED_KINDS[kind];
    if (!row.title) return;
    entries.push({
      id: `${kind}:${row.documentId}`,
      kind,
      access: readerOfType(uid) === 'visitor' ? 'public' : 'subscriber',
      ...place,
      text: { title: passage(uid, 'title', row.title), ...text },
      activityType,
      labels,
    });
  };

  const programmes: ProgrammeContext[] = [];
  const programmesByActivityLibrary = new Map<number, ProgrammeContext>();
  const programmesByAudioLibrary = new Map<number, ProgrammeContext>();
  const PROGRAMME = SHARED_KINDS.programme;
  for (const row of await all(strapi, PROGRAMME, {
    audience: { select: ['slug', 'title'] },
    activity_library: { select: ['id'] },
    audio_library: { select: ['id'] },
    year_groups: YEAR_GROUP_FIELDS,
  })) {
    const programme: ProgrammeContext = row as ProgrammeContext;
    programmes.push(programme);
    if (row.activity_library) programmesByActivityLibrary.set(row.activity_library.id, programme);
    if (row.audio_library) programmesByAudioLibrary.set(row.audio_library.id, programme);
    const href = programmeHref(programme);
    if (!href || row.released === false) continue;
    const years = yearsOf(PROGRAMME, 'year_groups', row.year_groups);
    add(
      'programme',
      row,
      { href, audiences: unique([row.audience?.title]), programmes: unique([row.title]) },
      {
        summary: passage(PROGRAMME, 'blurb', row.blurb),
        introduction: [
          ...passage(PROGRAMME, 'introduction', plainText(row.introduction)),
          ...passage(PROGRAMME, 'schemes_intro', plainText(row.schemes_intro)),
          ...passage(PROGRAMME, 'media_introduction', plainText(row.media_introduction)),
        ],
        ...years.text,
      },
      undefined,
      years.labels,
    );
  }
  const programmeById = new Map(programmes.map((programme) => [(programme as unknown as Row).id, programme]));

  // Units, and the first unit each lesson is in: a lesson's address is inside its unit.
  const unitOfLesson = new Map<number, { unit: Row; programme: ProgrammeContext }>();
  const UNIT = SHARED_KINDS.unit;
  for (const row of await all(strapi, UNIT, {
    programme: { select: ['id'] },
    lessons: { select: ['id'] },
    year_groups: YEAR_GROUP_FIELDS,
  })) {
    const programme = programmeById.get(row.programme?.id);
    if (!programme?.audience) continue;
    for (const lesson of row.lessons ?? []) {
      if (!unitOfLesson.has(lesson.id)) unitOfLesson.set(lesson.id, { unit: row, programme });
    }
    const years = yearsOf(UNIT, 'year_groups', row.year_groups);
    add(
      'unit',
      row,
      {
        href: `/${programme.audience.slug}/${programme.slug}/unit/${row.documentId}`,
        audiences: unique([programme.audience.title]),
        programmes: unique([programme.title]),
      },
      {
        summary: passage(UNIT, 'blurb', row.blurb),
        introduction: passage(UNIT, 'introduction', plainText(row.introduction)),
        ...years.text,
      },
      undefined,
      years.labels,
    );
  }

  const LESSON = SHARED_KINDS.lesson;
  const ACTIVITY = SHARED_KINDS.activity;
  // The year groups of the lessons each activity is taught in: the activity's own (it has none of its own).
  const yearsOfActivity = new Map<number, YearGroupRow[]>();
  for (const row of await all(strapi, LESSON, {
    activities: { populate: { activity: { select: ['id', 'title'] } } },
    activities_above: { select: ['id'] },
    activity_pool: { select: ['id'] },
    extensionactivities: { select: ['id'] },
    year_groups: YEAR_GROUP_FIELDS,
  })) {
    const taught: Row[] = [
      ...(row.activities ?? []).map((entry: Row) => entry.activity),
      ...(row.activities_above ?? []),
      ...(row.activity_pool ?? []),
      ...(row.extensionactivities ?? []),
    ];
    for (const activity of taught.filter(Boolean)) {
      yearsOfActivity.set(activity.id, [...(yearsOfActivity.get(activity.id) ?? []), ...(row.year_groups ?? [])]);
    }
    const place = unitOfLesson.get(row.id);
    if (!place?.programme.audience) continue; // in no unit: no page shows it
    const { unit, programme } = place;
    const years = yearsOf(LESSON, 'year_groups', row.year_groups);
    add(
      'lesson',
      row,
      {
        href: `/${programme.audience!.slug}/${programme.slug}/unit/${unit.documentId}/lesson/${row.documentId}`,
        audiences: unique([programme.audience!.title]),
        programmes: unique([programme.title]),
      },
      {
        summary: passage(LESSON, 'page_title', row.page_title),
        introduction: [
          ...passage(LESSON, 'introduction', plainText(row.introduction)),
          // The lesson's activity list: each entry's own title, else the title of the activity it links.
          ...(row.activities ?? []).flatMap((entry: Row) =>
            entry.title
              ? passage(LESSON, 'activities', entry.title)
              : related(LESSON, 'activities', ACTIVITY, 'title', entry.activity?.title),
          ),
        ],
        ...years.text,
      },
      undefined,
      years.labels,
    );
  }

  const OPTION = 'api::activity-option.activity-option';
  const STRAND = 'api::learning-strand.learning-strand';
  for (const row of await all(strapi, ACTIVITY, {
    learning_strands: { select: ['title', 'description'] },
    audiences: { select: ['slug', 'title'] },
    programme: { select: ['id'] },
    activityOptions: { populate: { learning_objectives: true } },
  })) {
    const programme = programmeById.get(row.programme?.id);
    // Activities have no year groups of their own: those of their lessons, read by whoever reads the activity.
    const years = yearsOf(ACTIVITY, 'year_groups', yearsOfActivity.get(row.id));
    const strands = (row.learning_strands ?? []).flatMap((strand: Row) =>
      related(ACTIVITY, 'learning_strands', STRAND, 'title', strand.title),
    );
    const audience = programme?.audience ?? row.audiences?.[0];
    const options: Row[] = row.activityOptions ?? [];
    // Text of the activity's options: for whoever may read both the activity's options and that field of them.
    const ofOptions = (field: string, text: (option: Row) => unknown) =>
      options.flatMap((option) => related(ACTIVITY, 'activityOptions', OPTION, field, text(option)));
    add(
      'activity',
      row,
      {
        href:
          programme && audience
            ? `/${audience.slug}/${programme.slug}/activity/-/-/${row.documentId}`
            : `/-/-/activity/-/-/${row.documentId}`,
        audiences: unique([...(row.audiences ?? []).map((a: Row) => a.title), programme?.audience?.title]),
        programmes: unique([programme?.title]),
      },
      {
        summary: passage(ACTIVITY, 'lesson_summary', plainText(row.lesson_summary)),
        type: passage(ACTIVITY, 'type', row.type),
        strands,
        objectives: ofOptions('learning_objectives', (option) =>
          joined(
            ...(option.learning_objectives ?? []).map((objective: Row) =>
              joined(objective.title, plainText(objective.description)),
            ),
          ),
        ),
        music: ofOptions('music', (option) => plainText(option.music)),
        introduction: [
          ...passage(ACTIVITY, 'introduction', plainText(row.introduction)),
          ...passage(ACTIVITY, 'teaching_option', plainText(row.teaching_option)),
          ...ofOptions('title', (option) => option.title),
          ...ofOptions('introduction', (option) => plainText(option.introduction)),
        ],
        ...years.text,
      },
      row.type ? passage(ACTIVITY, 'type', row.type)[0] : undefined,
      {
        ...years.labels,
        learningStrands: {
          values: unique(strands.map((strand: Passage) => strand.text)),
          reader: strictest(...strands.map((strand: Passage) => strand.reader), 'visitor'),
        },
      },
    );
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

  const AUDIO = SHARED_KINDS.audio;
  for (const row of await all(strapi, AUDIO, { audio_excerpts: true })) {
    const excerpts: Row[] = row.audio_excerpts ?? [];
    add(
      'audio',
      row,
      { href: `/audiolibrary/page/${row.documentId}`, ...audioPlace('audio_page', row.id) },
      {
        introduction: passage(AUDIO, 'introduction', plainText(row.introduction)),
        music: excerpts.flatMap((excerpt) =>
          passage(AUDIO, 'audio_excerpts', joined(excerpt.title, plainText(excerpt.summary))),
        ),
      },
    );
  }

  const COLLECTION = SHARED_KINDS['audio-collection'];
  for (const row of await all(strapi, COLLECTION, { audio_page: { select: ['title'] } })) {
    add(
      'audio-collection',
      row,
      { href: `/audiolibrary/collection/${row.documentId}`, ...audioPlace('audio_page_container', row.id) },
      {
        summary: passage(COLLECTION, 'blurb', row.blurb),
        music: (row.audio_page ?? []).flatMap((page: Row) =>
          related(COLLECTION, 'audio_page', AUDIO, 'title', page.title),
        ),
      },
    );
  }

  const SECTION = SHARED_KINDS['activity-section'];
  for (const row of await all(strapi, SECTION, {
    activity_library: { select: ['id', 'documentId'], populate: { audience: { select: ['slug', 'title'] } } },
  })) {
    const library = row.activity_library;
    const programme = library ? programmesByActivityLibrary.get(library.id) : undefined;
    const audience = programme?.audience ?? library?.audience;
    add(
      'activity-section',
      row,
      {
        href: `/${audience?.slug ?? '-'}/${programme?.slug ?? '-'}/activity/${library?.documentId ?? '-'}/${row.documentId}`,
        audiences: unique([audience?.title]),
        programmes: unique([programme?.title]),
      },
      { introduction: passage(SECTION, 'introduction', plainText(row.introduction)) },
    );
  }

  const CPD_SESSION = SHARED_KINDS['cpd-session'];
  for (const row of await all(strapi, CPD_SESSION)) {
    if (!row.slug) continue;
    add(
      'cpd-session',
      row,
      { href: `/cpd/session/${row.slug}`, audiences: [], programmes: [] },
      {
        summary: passage(CPD_SESSION, 'blurb', row.blurb),
        introduction: passage(CPD_SESSION, 'main_text', plainText(row.main_text)),
      },
    );
  }

  const CPD_EVENT = SHARED_KINDS['cpd-live-event'];
  for (const row of await all(strapi, CPD_EVENT)) {
    if (!row.slug) continue;
    add(
      'cpd-live-event',
      row,
      { href: `/cpd/live-event/${row.slug}`, audiences: [], programmes: [] },
      {
        summary: passage(CPD_EVENT, 'blurb', row.blurb),
        introduction: [
          ...passage(CPD_EVENT, 'venue', row.venue),
          ...passage(CPD_EVENT, 'main_text', plainText(row.main_text)),
        ],
      },
    );
  }

  const LIVE_PROGRAMME = SHARED_KINDS['live-programme'];
  for (const row of await all(strapi, LIVE_PROGRAMME)) {
    if (!row.slug || row.released === false) continue;
    add(
      'live-programme',
      row,
      { href: `/live/${row.slug}`, audiences: ['Live'], programmes: [] },
      {
        summary: passage(LIVE_PROGRAMME, 'subtitle', row.subtitle),
        introduction: passage(LIVE_PROGRAMME, 'main_text', plainText(row.main_text)),
      },
    );
  }

  const LIVE_PRODUCTION = SHARED_KINDS['live-production'];
  for (const row of await all(strapi, LIVE_PRODUCTION, { live_programme: { select: ['slug'] } })) {
    if (!row.slug || !row.live_programme?.slug) continue;
    add(
      'live-production',
      row,
      { href: `/live/${row.live_programme.slug}/${row.slug}`, audiences: ['Live'], programmes: [] },
      {
        summary: passage(LIVE_PRODUCTION, 'blurb', row.blurb),
        introduction: passage(LIVE_PRODUCTION, 'main_text', plainText(row.main_text)),
      },
    );
  }

  const PROJECT = SHARED_KINDS.project;
  for (const row of await all(strapi, PROJECT, { audience: { select: ['title'] } })) {
    if (!row.slug) continue;
    add(
      'project',
      row,
      { href: `/secondary/ks3/project/${row.slug}`, audiences: unique([row.audience?.title]), programmes: [] },
      { introduction: passage(PROJECT, 'main_text', plainText(row.main_text)) },
    );
  }

  const LANDING_PAGE = SHARED_KINDS['landing-page'];
  for (const row of await all(strapi, LANDING_PAGE, { audience: { select: ['slug', 'title'] } })) {
    if (!row.slug) continue;
    add(
      'landing-page',
      row,
      { href: `/secondary/${row.slug}`, audiences: unique([row.audience?.title]), programmes: [] },
      { introduction: passage(LANDING_PAGE, 'main_text', plainText(row.main_text)) },
    );
  }

  return entries;
}

import { strictest } from '../../access/caller';
import {
  SHARED_KINDS,
  programmeHref,
  type AddEntry,
  type ProgrammeContext,
  type ReadAll,
  type Row,
} from './catalogue-reading';
import {
  joined,
  passage,
  plainText,
  related,
  unique,
  YEAR_GROUP_FIELDS,
  yearsOf,
  type Passage,
  type YearGroupRow,
} from './passages';

/**
 * Programmes, units, lessons and activities, each at its page's address: a lesson's is inside its first unit, an
 * activity's inside its programme; activities are filed under the year groups of the lessons that teach them.
 * Returns the programme of each activity and audio library, which place sections and audio entries.
 */
export async function addCurriculumEntries(read: ReadAll, add: AddEntry) {
  const programmes: ProgrammeContext[] = [];
  const programmesByActivityLibrary = new Map<number, ProgrammeContext>();
  const programmesByAudioLibrary = new Map<number, ProgrammeContext>();
  const PROGRAMME = SHARED_KINDS.programme;
  for (const row of await read(PROGRAMME, {
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
  for (const row of await read(UNIT, {
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
  for (const row of await read(LESSON, {
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
  for (const row of await read(ACTIVITY, {
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
  return { programmesByActivityLibrary, programmesByAudioLibrary };
}

/** Activity sections, at their activity library's address in its programme. */
export async function addActivitySectionEntries(
  read: ReadAll,
  add: AddEntry,
  programmesByActivityLibrary: Map<number, ProgrammeContext>,
) {
  const SECTION = SHARED_KINDS['activity-section'];
  for (const row of await read(SECTION, {
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
}

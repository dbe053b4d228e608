import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, cmsUrl, graphql, signInAs } from './client';

/**
 * `lessonOverview` (src/extensions/graphql/lesson-overview.ts): the lesson overview's lesson, unit and programme read
 * in one go instead of through Strapi's generic fields. Its answer must be the generic fields' answer for every
 * seeded lesson, in the same order, and it must keep their access rule (subscriber content).
 */

const SLIDES =
  'activity_slideshow { documentId activity_slides { id title include_in_lesson main_image { documentId url } } }';
const ACTIVITY = `documentId title time type lesson_summary teaching_option ${SLIDES}`;
const PLANNING = 'learning_objectives { id text } key_vocabulary { id term meaning }';
const LESSON = `
  documentId title page_title introduction disable_lesson_mode ${PLANNING}
  documents { id title file { documentId url name ext } }
  activities_above { ${ACTIVITY} }
  activity_pool { ${ACTIVITY} }
  activities { id section_divider title activity { ${ACTIVITY} } }
  extensionactivities { ${ACTIVITY} }
`;
const SCHEME = `
  documentId title lessons { documentId title } scheme_library { documentId }
  activity_sections { documentId activity_library { documentId } activities { documentId } }
`;
const PROGRAMME = 'documentId title audience { documentId title }';

const OVERVIEW = `
  query Overview($lessonId: ID!, $schemeId: ID!, $programmeSlug: String!) {
    lessonOverview(lessonId: $lessonId, programmeSlug: $programmeSlug) {
      lesson { ${LESSON} }
      scheme(documentId: $schemeId) { ${SCHEME} }
      programme { ${PROGRAMME} }
    }
  }
`;

/** The same content through Strapi's generic fields, as the web app read it before. */
const GENERIC = `
  query Generic($lessonId: ID!, $schemeId: ID!, $programmeSlug: String!) {
    lesson(documentId: $lessonId) { ${LESSON} }
    scheme(documentId: $schemeId) { ${SCHEME} }
    programmes(filters: { slug: { eq: $programmeSlug } }) { ${PROGRAMME} }
  }
`;

interface OverviewAnswer {
  lessonOverview: { lesson: { title: string } | null; scheme: unknown; programme: unknown };
}
interface PlanningAnswer {
  lessonOverview: {
    lesson: {
      title: string;
      learning_objectives: { text: string }[];
      key_vocabulary: { term: string; meaning: string }[];
      activities: {
        activity: { activity_slideshow: { activity_slides: { main_image: { url: string } | null }[] } | null } | null;
      }[];
    } | null;
  };
}
interface GenericAnswer {
  lesson: unknown;
  scheme: unknown;
  programmes: unknown[];
}
interface Unit {
  documentId: string;
  programme: { slug: string } | null;
  lessons: { documentId: string }[];
}

let subscriber: string;
let units: Unit[];

beforeAll(async () => {
  subscriber = await signInAs('subscriber');
  const answer = await graphql<{ schemes: Unit[] }>(
    '{ schemes(pagination: { limit: 500 }) { documentId programme { slug } lessons { documentId } } }',
    {},
    subscriber,
  );
  units = answer.data!.schemes.filter((unit) => unit.programme && unit.lessons.length > 0);
});

describe('lessonOverview: a lesson overview in one read', () => {
  it("answers every seeded lesson exactly as Strapi's generic lesson, scheme and programmes fields do", async () => {
    // Each unit with each of its lessons, and every other lesson (custom-unit pools) with the first unit.
    const lessons = await graphql<{ lessons: { documentId: string }[] }>(
      '{ lessons(pagination: { limit: 500 }) { documentId } }',
      {},
      subscriber,
    );
    const pairs = units.flatMap((unit) => unit.lessons.map((lesson) => ({ unit, lessonId: lesson.documentId })));
    for (const { documentId } of lessons.data!.lessons) {
      if (!pairs.some((pair) => pair.lessonId === documentId)) pairs.push({ unit: units[0], lessonId: documentId });
    }
    const filledLists = new Set<string>();
    for (const { unit, lessonId } of pairs) {
      const variables = { lessonId, schemeId: unit.documentId, programmeSlug: unit.programme!.slug };
      const overview = await graphql<OverviewAnswer>(OVERVIEW, variables, subscriber);
      const generic = await graphql<GenericAnswer>(GENERIC, variables, subscriber);
      expect(overview.errors).toBeUndefined();
      expect(generic.errors).toBeUndefined();
      expect(overview.data!.lessonOverview).toEqual({
        lesson: generic.data!.lesson,
        scheme: generic.data!.scheme,
        programme: generic.data!.programmes[0],
      });
      for (const [list, entries] of Object.entries(generic.data!.lesson as Record<string, unknown>)) {
        if (Array.isArray(entries) && entries.length > 0) filledLists.add(list);
      }
    }
    // Every seeded lesson, and somewhere each list the page shows holds entries.
    expect(pairs.length).toBeGreaterThanOrEqual(30);
    expect([...filledLists].sort()).toEqual(
      [
        'activities',
        'activities_above',
        'activity_pool',
        'documents',
        'extensionactivities',
        'key_vocabulary',
        'learning_objectives',
      ].sort(),
    );
    // Two reads of each of 30+ lessons: 17 s of 30 beside a busy loop (1bfe27f).
  }, 90_000);

  it("gives every lesson of a unit objectives, key vocabulary and its activities' slides to plan from (issue 44)", async () => {
    for (const unit of units) {
      for (const { documentId } of unit.lessons) {
        const variables = { lessonId: documentId, schemeId: unit.documentId, programmeSlug: unit.programme!.slug };
        const { lesson } = (await graphql<PlanningAnswer>(OVERVIEW, variables, subscriber)).data!.lessonOverview;
        expect(lesson!.learning_objectives.length, lesson!.title).toBeGreaterThan(0);
        expect(
          lesson!.learning_objectives.every((objective) => objective.text.length > 10),
          lesson!.title,
        ).toBe(true);
        expect(lesson!.key_vocabulary.length, lesson!.title).toBeGreaterThan(0);
        for (const { term, meaning } of lesson!.key_vocabulary)
          expect(meaning.length, term).toBeGreaterThan(term.length);
      }
    }
    const first = units.find((unit) => unit.programme!.slug === 'music-foundations')!;
    const variables = { lessonId: first.lessons[0].documentId, schemeId: first.documentId, programmeSlug: 'x' };
    const { lesson } = (await graphql<PlanningAnswer>(OVERVIEW, variables, subscriber)).data!.lessonOverview;
    const slides = lesson!.activities.flatMap((entry) => entry.activity?.activity_slideshow?.activity_slides ?? []);
    expect(slides.filter((slide) => slide.main_image?.url).length).toBeGreaterThan(0);
  });

  it("keeps a lesson's objectives and vocabulary to subscribers, through the overview and Strapi's generic fields", async () => {
    const registered = await signInAs('registered');
    const unit = units[0];
    const lessonId = unit.lessons[0].documentId;
    const PLAN = `query Plan($lessonId: ID!) { lesson(documentId: $lessonId) { ${PLANNING} } }`;
    const OVERVIEW_PLAN = `query OverviewPlan($lessonId: ID!) {
      lessonOverview(lessonId: $lessonId, programmeSlug: "x") { lesson { ${PLANNING} } }
    }`;
    const mine = await graphql<{ lesson: { learning_objectives: { text: string }[] } }>(PLAN, { lessonId }, subscriber);
    const objective = mine.data!.lesson.learning_objectives[0].text;
    expect(objective).toBeTruthy();
    for (const [caller, token] of [
      ['visitor', undefined],
      ['registered', registered],
    ] as const) {
      for (const query of [PLAN, OVERVIEW_PLAN]) {
        const answer = await graphql(query, { lessonId }, token);
        expect(answer.errors?.[0].extensions?.code, caller).toBe('FORBIDDEN');
        expect(JSON.stringify(answer), caller).not.toContain(objective);
      }
    }
  });

  it('answers null parts, not errors, for ids and slugs that name nothing', async () => {
    const answer = await graphql<OverviewAnswer>(
      OVERVIEW,
      { lessonId: 'no-such-lesson', schemeId: 'no-such-unit', programmeSlug: 'no-such-programme' },
      subscriber,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.lessonOverview).toEqual({ lesson: null, scheme: null, programme: null });
  });

  it('is subscriber content: visitors and registered users without a subscription are refused', async () => {
    const registered = await signInAs('registered');
    const unit = units[0];
    const variables = { lessonId: unit.lessons[0].documentId, schemeId: unit.documentId, programmeSlug: 'x' };
    for (const token of [undefined, registered]) {
      const answer = await graphql<OverviewAnswer>(OVERVIEW, variables, token);
      expect(answer.data?.lessonOverview ?? null).toBeNull();
      expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(JSON.stringify(answer)).not.toContain(unit.lessons[0].documentId);
    }
  });

  it("shows an editor's published change to the lesson on the very next read, and not their draft", async () => {
    const unit = units[0];
    const lessonId = unit.lessons[0].documentId;
    const variables = { lessonId, schemeId: unit.documentId, programmeSlug: unit.programme!.slug };
    const read = async () => (await graphql<OverviewAnswer>(OVERVIEW, variables, subscriber)).data!.lessonOverview;
    const before = (await read()).lesson!.title;
    await read(); // now cached
    const LESSONS = `${cmsUrl()}/content-manager/collection-types/api::lesson.lesson`;
    const call = (pathname: string, title: string) =>
      fetch(`${LESSONS}/${lessonId}${pathname}`, {
        method: pathname ? 'POST' : 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken()}` },
        body: JSON.stringify({ title }),
      });
    const save = (title: string) => call('', title);
    const publish = (title: string) => call('/actions/publish', title);
    try {
      expect((await save(`${before} (edited)`)).status).toBe(200);
      // Draft & publish (issue 31): a saved draft is the editor's until published.
      expect((await read()).lesson!.title).toBe(before);
      expect((await publish(`${before} (edited)`)).status).toBe(200);
      expect((await read()).lesson!.title).toBe(`${before} (edited)`);
    } finally {
      expect((await publish(before)).status).toBe(200);
    }
    expect((await read()).lesson!.title).toBe(before);
  });
});

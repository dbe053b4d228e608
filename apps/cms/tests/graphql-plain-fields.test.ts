import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, rest, signInAs } from './client';
import { pickLike, webOperation } from './web-documents';

/**
 * Fields without auth or policies skip Strapi's no-op resolver wrapper (src/extensions/graphql/plain-fields.ts):
 * the answers stay those of the content, and fields with a policy keep it wherever they are asked.
 */

const isForbidden = (result: { errors?: { extensions?: { code?: string } }[] }) =>
  result.errors?.some((error) => error.extensions?.code === 'FORBIDDEN') ?? false;

let subscriber: string;
let registered: string;

beforeAll(async () => {
  subscriber = await signInAs('subscriber');
  registered = await signInAs('registered');
});

describe('fields without a rule answer as the content is', () => {
  it('answers SchemeLessonsQuery as REST populates the same lesson and unit', async () => {
    const schemes = await graphql<{
      schemes: { documentId: string; programme: { slug: string } | null; lessons: { documentId: string }[] }[];
    }>(
      '{ schemes(pagination: { limit: 100 }) { documentId programme { slug } lessons { documentId } } }',
      {},
      subscriber,
    );
    const scheme = schemes.data!.schemes.find((candidate) => candidate.programme && candidate.lessons.length > 1)!;
    const lessonId = scheme.lessons[1].documentId;

    const result = await graphql<{ lessonOverview: { lesson: object; scheme: object } }>(
      webOperation('SchemeLessonsQuery'),
      { lessonId, schemeId: scheme.documentId, programmeSlug: scheme.programme!.slug, customUnit: false },
      subscriber,
    );
    expect(result.errors).toBeUndefined();

    // Each activity with its lesson-mode slides and their pictures (the overview's slide previews, issue 44).
    const withSlides = (path: string) =>
      `${path}[populate][activity_slideshow][populate][activity_slides][populate][main_image]=true`;
    const lessonPopulate = [
      'populate[documents][populate][file]=true',
      'populate[learning_objectives]=true',
      'populate[key_vocabulary]=true',
      withSlides('populate[activities_above]'),
      'populate[activity_pool][populate][learning_strands]=true',
      withSlides('populate[activity_pool]'),
      withSlides('populate[activities][populate][activity]'),
      withSlides('populate[extensionactivities]'),
      'populate[year_groups][sort][0]=order:asc',
    ];
    const lessonRest = await rest(`/api/lessons/${lessonId}?${lessonPopulate.join('&')}`, subscriber);
    expect(lessonRest.status).toBe(200);
    const lesson = ((await lessonRest.json()) as { data: unknown }).data;
    const overview = result.data!.lessonOverview;
    expect(pickLike(overview.lesson, lesson)).toEqual(overview.lesson);
    expect(JSON.stringify(overview.lesson)).toContain('"activities":[{');

    const schemePopulate = [
      'populate[lessons]=true',
      'populate[scheme_library]=true',
      'populate[activity_sections][populate][activity_library]=true',
      'populate[activity_sections][populate][activities]=true',
    ];
    const schemeRest = await rest(`/api/schemes/${scheme.documentId}?${schemePopulate.join('&')}`, subscriber);
    expect(schemeRest.status).toBe(200);
    const schemeData = ((await schemeRest.json()) as { data: unknown }).data;
    expect(pickLike(overview.scheme, schemeData)).toEqual(overview.scheme);
  });

  it('keeps paid content from a visitor and a registered teacher in a nested field as at the root', async () => {
    const query = '{ lessons(pagination: { limit: 1 }) { documentId title activities { id activity { title } } } }';
    const forSubscriber = await graphql<{ lessons: unknown[] }>(query, {}, subscriber);
    expect(forSubscriber.errors).toBeUndefined();
    expect(forSubscriber.data!.lessons.length).toBe(1);
    expect(isForbidden(await graphql(query))).toBe(true);
    expect(isForbidden(await graphql(query, {}, registered))).toBe(true);
  });
});

describe('fields with a rule keep it', () => {
  const nestedDetails = '{ cpd { title cpd_live_events { slug venue main_text } cpd_sessions { slug main_text } } }';

  it("refuses a CPD page's detail fields, asked through the CPD page, to a visitor", async () => {
    const result = await graphql(nestedDetails);
    expect(isForbidden(result)).toBe(true);
    const withoutDetails = await graphql<{ cpd: { title: string; cpd_live_events: { venue: string }[] } }>(
      '{ cpd { title cpd_live_events { slug venue } } }',
    );
    expect(withoutDetails.errors).toBeUndefined();
    expect(withoutDetails.data!.cpd.cpd_live_events.length).toBeGreaterThan(0);
  });

  it('serves them to a signed-in teacher', async () => {
    const result = await graphql<{ cpd: { cpd_live_events: { main_text: string | null }[] } }>(
      nestedDetails,
      {},
      registered,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.cpd.cpd_live_events.some((event) => event.main_text)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { cmsUrl, demoCallers } from './client';
import { webOperation } from './web-documents';

/**
 * A year group's page (/primary/year-2, issue 44) asks YearGroupPage, as a visitor (the server render) and as a
 * teacher: the year's programmes and units, public content kept by the response cache for each level. A subscriber's
 * page also asks YearGroupLessons, the units' lessons: subscriber content, which the CMS refuses everyone else.
 */
interface YearGroupPage {
  yearGroups: { slug: string; title: string }[];
  programmes: { slug: string; units: { documentId: string; title: string }[] }[];
}
interface YearGroupLessons {
  programmes: { units: ({ lessons: { title: string; year_groups: { slug: string }[] }[] } | null)[] | null }[];
}

const variables = { audienceSlug: 'primary', yearSlug: 'year-2' };

async function ask<T>(operation: string, token?: string) {
  const response = await fetch(`${cmsUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query: webOperation(operation), variables }),
  });
  const body = (await response.json()) as { data?: T | null; errors?: { message: string }[] };
  return { cache: response.headers.get('x-cache'), ...body };
}

const unitsOf = (data: YearGroupPage) => data.programmes.map((p) => [p.slug, p.units.map((unit) => unit.title)]);
const lessonsOf = (data: YearGroupLessons | null | undefined) =>
  (data?.programmes ?? []).flatMap((p) => (p.units ?? []).flatMap((unit) => unit?.lessons ?? []));

const { subscriber, registered } = await demoCallers();

describe('the year group page’s operations (issue 44)', () => {
  it('give a subscriber the year’s programmes and units, and their lessons', async () => {
    const page = await ask<YearGroupPage>('YearGroupPage', subscriber);
    expect(page.errors).toBeUndefined();
    expect(page.data!.yearGroups).toEqual([expect.objectContaining({ slug: 'year-2', title: 'Year 2' })]);
    expect(page.data!.programmes.length).toBeGreaterThan(0);
    expect(page.data!.programmes.every((programme) => programme.units.length > 0)).toBe(true);
    const lessons = await ask<YearGroupLessons>('YearGroupLessons', subscriber);
    expect(lessons.errors).toBeUndefined();
    expect(lessonsOf(lessons.data).some((lesson) => lesson.year_groups.some((g) => g.slug === 'year-2'))).toBe(true);
  });

  it.each([
    ['a visitor', () => undefined],
    ['a teacher without a subscription', () => registered],
  ])('give %s the same programmes and units, and refuse them the lessons', async (_who, token) => {
    const mine = await ask<YearGroupPage>('YearGroupPage', token());
    expect(mine.errors).toBeUndefined();
    const theirs = await ask<YearGroupPage>('YearGroupPage', subscriber);
    expect(unitsOf(mine.data!)).toEqual(unitsOf(theirs.data!));
    const lessons = await ask<YearGroupLessons>('YearGroupLessons', token());
    expect(lessons.errors?.map((error) => error.message)).toContain('Forbidden access');
    expect(lessonsOf(lessons.data)).toEqual([]);
  });

  it("keep the year's page in the response cache for each level", async () => {
    await ask('YearGroupPage');
    expect((await ask('YearGroupPage')).cache).toBe('HIT');
    await ask('YearGroupPage', subscriber);
    expect((await ask('YearGroupPage', subscriber)).cache).toBe('HIT');
    await ask('YearGroupLessons', subscriber);
    expect((await ask('YearGroupLessons', subscriber)).cache).toBe('HIT');
  });
});

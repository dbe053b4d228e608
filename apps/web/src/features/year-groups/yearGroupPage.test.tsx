import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { YearGroupLessonsQuery, YearGroupPageQuery } from '../../gql/graphql';
import { hrefOf, logIn, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';

type Programme = NonNullable<YearGroupPageQuery['programmes'][number]>;
type Unit = NonNullable<Programme['units'][number]>;

const year = (slug: string, title: string, order: number, key_stage: 'KS1' | 'KS3') => ({
  __typename: 'YearGroup' as const,
  documentId: `yg-${slug}`,
  slug,
  title,
  order,
  key_stage,
});
const lesson = (documentId: string, title: string, years: string[]) => ({
  __typename: 'Lesson' as const,
  documentId,
  title,
  year_groups: years.map((slug) => ({ __typename: 'YearGroup' as const, slug })),
});
const unit = (documentId: string, title: string): Unit => ({
  __typename: 'Scheme',
  documentId,
  title,
  blurb: `${title} blurb.`,
  year_groups: [{ __typename: 'YearGroup', title: 'Year 2', order: 2, key_stage: 'KS1' }],
});

const FOUNDATIONS_UNITS = [unit('u-pitch', 'Pitch and Melody'), unit('u-pulse', 'Pulse and Rhythm')];
const FOUNDATIONS_LESSONS: YearGroupLessonsQuery = {
  programmes: [
    {
      __typename: 'Programme',
      documentId: 'p-1',
      units: [
        {
          __typename: 'Scheme',
          documentId: 'u-pitch',
          lessons: [
            lesson('l-up', 'Up and Down', ['year-2']),
            lesson('l-steps', 'Steps and Leaps', ['year-3']),
            // Filed under no year group: taught in its unit's years.
            lesson('l-echo', 'Echo Patterns', []),
          ],
        },
        {
          __typename: 'Scheme',
          documentId: 'u-pulse',
          lessons: [lesson('l-march', 'Marching to the Pulse', ['year-1', 'year-2'])],
        },
      ],
    },
  ],
};

/**
 * The CMS's answers for /{audience}/{year}: the public page to anyone, and the units' lessons to a caller with a token
 * (the demo subscriber here); anyone else is refused them, as the CMS refuses (src/access/permissions.ts).
 */
function serveYearGroupPage(asked: Record<string, unknown>[] = [], askedLessons: Record<string, unknown>[] = []) {
  server.use(
    graphql.query('YearGroupLessons', ({ variables, request }) => {
      askedLessons.push(variables);
      if (!request.headers.get('authorization')) {
        return HttpResponse.json({ data: null, errors: [{ message: 'Forbidden access' }] });
      }
      return HttpResponse.json({ data: FOUNDATIONS_LESSONS });
    }),
    graphql.query('YearGroupPage', ({ variables }) => {
      asked.push(variables);
      const secondary = variables.audienceSlug === 'secondary';
      const known = ['primary', 'secondary'].includes(String(variables.audienceSlug));
      const data: YearGroupPageQuery = {
        yearGroups: [secondary ? year('year-7', 'Year 7', 7, 'KS3') : year('year-2', 'Year 2', 2, 'KS1')].filter(
          (group) => group.slug === variables.yearSlug,
        ),
        audiences: known
          ? [
              {
                __typename: 'Audience',
                documentId: `aud-${String(variables.audienceSlug)}`,
                slug: String(variables.audienceSlug),
                title: secondary ? 'Secondary' : 'Primary',
                theme: null,
              },
            ]
          : [],
        programmes: [
          {
            __typename: 'Programme',
            documentId: 'p-1',
            slug: secondary ? 'composing-for-film' : 'music-foundations',
            title: secondary ? 'Composing for Film' : 'Music Foundations',
            blurb: 'Singing, moving and playing.',
            released: true,
            units: FOUNDATIONS_UNITS,
          },
          {
            __typename: 'Programme',
            documentId: 'p-2',
            slug: 'not-yet',
            title: 'Not Yet Released',
            blurb: null,
            released: false,
            units: [],
          },
        ],
      };
      return HttpResponse.json({ data });
    }),
  );
  return { asked, askedLessons };
}

const unitCard = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('li') as HTMLElement;

describe('a year group’s page (/primary/year-2, issue 44)', () => {
  it("shows a subscriber the year's lessons grouped by programme and unit, each opening its overview", async () => {
    logIn();
    const { asked } = serveYearGroupPage();
    renderApp('/primary/year-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Year 2 music' })).toBeVisible();
    expect(asked.at(-1)).toEqual({ audienceSlug: 'primary', yearSlug: 'year-2' });
    await waitFor(() => expect(document.title).toBe('Year 2 music | Music Classroom'));
    expect(await screen.findByText('1 programme, 2 units, 3 lessons for Year 2.')).toBeVisible();

    // Programmes (released ones only) as sections, their units as cards, each unit's lessons for the year in order.
    const programme = screen.getByRole('region', { name: 'Music Foundations' });
    expect(hrefOf('Music Foundations', programme)).toBe('/primary/music-foundations');
    expect(screen.queryByText('Not Yet Released')).toBeNull();
    const pitch = within(unitCard('Pitch and Melody')).getByRole('list', { name: 'Pitch and Melody' });
    expect(
      within(pitch)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Up and Down', '/primary/music-foundations/unit/u-pitch/lesson/l-up'],
      ['Echo Patterns', '/primary/music-foundations/unit/u-pitch/lesson/l-echo'],
    ]);
    expect(screen.queryByText('Steps and Leaps')).toBeNull();
    const pulse = within(unitCard('Pulse and Rhythm')).getByRole('list', { name: 'Pulse and Rhythm' });
    expect(within(pulse).getByRole('link', { name: 'Marching to the Pulse' })).toHaveAttribute(
      'href',
      '/primary/music-foundations/unit/u-pulse/lesson/l-march',
    );
    expect(hrefOf(/^View unit of work\s*Pulse and Rhythm/)).toBe('/primary/music-foundations/unit/u-pulse');
    expect(screen.queryByRole('complementary', { name: /lessons are for subscribers/ })).toBeNull();
    // Breadcrumbs: Home, then the audience.
    expect(hrefOf('Primary', screen.getByRole('navigation', { name: 'breadcrumb' }))).toBe('/primary');
  });

  it('shows a visitor the programmes and units of the year, never asking for lessons, and how to get them', async () => {
    const { askedLessons } = serveYearGroupPage();
    renderApp('/primary/year-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Year 2 music' })).toBeVisible();
    expect(screen.getByText('1 programme, 2 units for Year 2.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Pitch and Melody' })).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Pitch and Melody' })).toBeNull();
    expect(screen.queryByText('Up and Down')).toBeNull();
    expect(askedLessons).toEqual([]);
    const prompt = screen.getByRole('complementary', { name: 'Year 2’s lessons are for subscribers' });
    expect(hrefOf('Create a free account', prompt)).toBe('/subscribe');
    // A unit's link asks the visitor to log in first, as on the programme page.
    await userEvent.click(screen.getByRole('link', { name: /^View unit of work\s*Pitch and Melody/ }));
    expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeVisible();
  });

  it('tells a teacher without a subscription to subscribe, never asking for lessons', async () => {
    logIn({ roleType: 'authenticated' });
    const { askedLessons } = serveYearGroupPage();
    renderApp('/primary/year-2');
    const prompt = await screen.findByRole('complementary', { name: 'Year 2’s lessons are for subscribers' });
    expect(hrefOf('Subscribe now', prompt)).toBe('/subscribe');
    expect(askedLessons).toEqual([]);
  });

  it('is a page of its own, not a programme called "year-2"; Secondary years link to their key stage', async () => {
    const { asked } = serveYearGroupPage();
    let programmeAsked = false;
    server.use(
      graphql.query('ProgrammeQuery', () => {
        programmeAsked = true;
        return HttpResponse.json({ data: { programmes: [], customSchemePlans: [] } });
      }),
    );
    renderApp('/secondary/year-7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Year 7 music' })).toBeVisible();
    expect(asked.at(-1)).toEqual({ audienceSlug: 'secondary', yearSlug: 'year-7' });
    expect(hrefOf('Composing for Film')).toBe('/secondary/ks3/programme/composing-for-film');
    expect(programmeAsked).toBe(false);
  });

  it('is not found for an audience or year with nothing written for it', async () => {
    serveYearGroupPage();
    renderApp('/primary/year-12');
    expect(await screen.findByRole('heading', { name: 'Lost?' })).toBeVisible();
  });
});

import { screen, within, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AudienceQuery } from '../../gql/graphql';
import { audience, featurebox, programme, programmelink } from '../../test/fixtures';
import { hrefOf, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';

function serveAudience(response: AudienceQuery) {
  server.use(graphql.query('Audience', () => HttpResponse.json({ data: response })));
}

/** The card (list item) that holds a feature box's title. */
function box(title: string): HTMLElement {
  return screen.getByText(title).closest('[data-testid="feature-box"]') as HTMLElement;
}

describe('audience home', () => {
  it('shows title, subtitle, introduction and the library links', async () => {
    renderApp('/primary');
    expect(await screen.findByRole('heading', { level: 1, name: 'Primary' })).toBeVisible();
    expect(screen.getByText('Primary subtitle')).toBeVisible();
    expect(screen.getByText('The Primary introduction.')).toBeVisible();
    expect(hrefOf('Activity Library')).toBe('/primary/-/activity-filter');
    expect(screen.getByRole('link', { name: 'Audio Library' })).toHaveAttribute('href', '/primary/audiolibrary');
    await waitFor(() => expect(document.title).toBe('Primary | Music Classroom'));
  });

  it("offers the year groups of the audience's programmes, each leading to that year's page (issue 44)", async () => {
    const year = (n: number) => ({
      __typename: 'YearGroup' as const,
      slug: n ? `year-${n}` : 'reception',
      title: n ? `Year ${n}` : 'Reception',
      order: n,
    });
    serveAudience(
      audience('primary', 'Primary', {
        programmes: [
          { __typename: 'Programme', documentId: 'p1', year_groups: [year(2), year(1)] },
          { __typename: 'Programme', documentId: 'p2', year_groups: [year(0), year(1)] },
        ],
      }),
    );
    renderApp('/primary');
    const years = await screen.findByRole('region', { name: 'Find by year group' });
    const links = within(years).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Reception Primary music',
      'Year 1 Primary music',
      'Year 2 Primary music',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/primary/reception',
      '/primary/year-1',
      '/primary/year-2',
    ]);
  });

  it('hides the year groups when its programmes have none', async () => {
    renderApp('/primary');
    await screen.findByRole('heading', { level: 1, name: 'Primary' });
    expect(screen.queryByRole('region', { name: 'Find by year group' })).toBeNull();
  });

  it('applies the feature box rules: link, greyed preview, dashed placeholder, unreleased not linked', async () => {
    serveAudience(
      audience('primary', 'Primary', {
        featurebox: [
          featurebox({
            title: 'Sing Together',
            blurb: 'Songs for every week.',
            link_label: 'Start singing',
            programmelink: programmelink({ programme: programme('sing-together') }),
            featured_image: {
              __typename: 'UploadFile',
              documentId: 'img-1',
              url: '/uploads/choir.jpg',
              alternativeText: 'A class singing',
              caption: null,
              width: null,
              height: null,
              formats: { medium: { url: '/uploads/medium_choir.jpg' } },
            },
            tag_age_groups: [{ __typename: 'AgeGroup', documentId: 'ks1', title: 'KS1', slug: 'ks1' }],
          }),
          featurebox({
            title: 'Coming Next Term',
            is_preview: true,
            programmelink: programmelink({ programme: programme('coming-next-term') }),
          }),
          featurebox({ title: 'More To Come', programmelink: null }),
          featurebox({
            title: 'Drafted Rhythms',
            programmelink: programmelink({ programme: programme('drafted-rhythms', false) }),
          }),
          featurebox({
            title: 'Released Unknown',
            programmelink: programmelink({ programme: programme('released-unknown', null) }),
          }),
        ],
      }),
    );
    renderApp('/primary');
    await screen.findByRole('heading', { level: 1, name: 'Primary' });

    expect(screen.getByRole('link', { name: 'Sing Together' })).toHaveAttribute('href', '/primary/sing-together');
    expect(within(box('Sing Together')).getByRole('img', { name: 'A class singing' })).toHaveAttribute(
      'src',
      '/uploads/medium_choir.jpg',
    );
    expect(within(box('Sing Together')).getByText('KS1')).toBeVisible();
    expect(within(box('Sing Together')).getByText('Songs for every week.')).toBeVisible();
    expect(within(box('Sing Together')).getByText('Start singing')).toBeVisible();

    expect(screen.getByText('Coming Next Term')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Coming Next Term' })).not.toBeInTheDocument();
    expect(box('Coming Next Term')).toHaveClass('feature-box--greyed');

    expect(screen.queryByRole('link', { name: 'More To Come' })).not.toBeInTheDocument();
    expect(box('More To Come')).toHaveClass('feature-box--placeholder');

    expect(screen.getByText('Drafted Rhythms')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Drafted Rhythms' })).not.toBeInTheDocument();
    expect(box('Drafted Rhythms')).not.toHaveClass('feature-box--placeholder');

    expect(screen.getByRole('link', { name: 'Released Unknown' })).toHaveAttribute('href', '/primary/released-unknown');
  });

  it('paints the banner in the audience theme colours, white and black by default', async () => {
    serveAudience(
      audience('primary', 'Primary', {
        theme: {
          __typename: 'ComponentSharedTheme',
          id: '9',
          css: { background: '#1d3557', color: '#f1faee' },
          main_banner_image: null,
        },
      }),
    );
    const { unmount } = renderApp('/primary');
    await screen.findByRole('heading', { level: 1, name: 'Primary' });
    expect(screen.getByTestId('theme-banner')).toHaveStyle({ backgroundColor: '#1d3557', color: '#f1faee' });
    unmount();

    server.resetHandlers();
    renderApp('/send');
    await screen.findByRole('heading', { level: 1, name: 'SEND' });
    expect(screen.getByTestId('theme-banner')).toHaveStyle({ backgroundColor: '#fff', color: '#000' });
  });

  it('shows the not-found page for an unknown audience', async () => {
    renderApp('/no-such-audience');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lost?' })).toBeVisible();
  });

  it('on the Secondary home shows the libraries intro and links cards to projects and landing pages', async () => {
    serveAudience(
      audience('secondary', 'Secondary', {
        libraries_intro: 'Our libraries for older pupils.',
        featurebox: [
          featurebox({
            title: 'Key Stage 3',
            programmelink: programmelink({
              landing_page: { __typename: 'LandingPage', documentId: 'lp-ks3', slug: 'ks3', title: 'KS3' },
            }),
          }),
          featurebox({
            title: 'Film Music',
            programmelink: programmelink({
              project: { __typename: 'Project', documentId: 'pr-film', slug: 'film-music', title: 'Film Music' },
            }),
          }),
          featurebox({ title: 'Songwriting', programmelink: null }),
        ],
      }),
    );
    renderApp('/secondary');
    await screen.findByRole('heading', { level: 1, name: 'Secondary' });
    expect(screen.getByText('Our libraries for older pupils.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Key Stage 3' })).toHaveAttribute('href', '/secondary/ks3');
    expect(screen.getByRole('link', { name: 'Film Music' })).toHaveAttribute('href', '/secondary/film-music');
    expect(box('Songwriting')).toHaveClass('feature-box--greyed');
  });

  it('on the Live home links live programmes only when released is not false', async () => {
    serveAudience(
      audience('live', 'Live', {
        featurebox: [
          featurebox({
            title: 'The Firebird',
            programmelink: programmelink({
              live_programme: {
                __typename: 'LiveProgramme',
                documentId: 'lp-1',
                slug: 'the-firebird',
                title: 'The Firebird',
                released: null,
              },
            }),
          }),
          featurebox({
            title: 'Next Season',
            programmelink: programmelink({
              live_programme: {
                __typename: 'LiveProgramme',
                documentId: 'lp-2',
                slug: 'next-season',
                title: 'Next Season',
                released: false,
              },
            }),
          }),
        ],
      }),
    );
    renderApp('/live');
    await screen.findByRole('heading', { level: 1, name: 'Live' });
    expect(screen.getByRole('link', { name: 'The Firebird' })).toHaveAttribute('href', '/live/the-firebird');
    expect(screen.getByText('Next Season')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Next Season' })).not.toBeInTheDocument();
  });
});

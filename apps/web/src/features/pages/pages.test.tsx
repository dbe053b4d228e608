import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { landingFeatureHref } from '../../lib/featureBoxLinks';
import { landingPage } from '../../test/fixtures';
import { logIn, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';

const link = (target: Record<string, unknown>) => ({
  __typename: 'ComponentContentProgrammelink' as const,
  id: '1',
  title: null,
  programme: null,
  project: null,
  landing_page: null,
  live_programme: null,
  ...target,
});
const feature = (id: string, title: string, programmelink: ReturnType<typeof link> | null, is_preview = false) => ({
  __typename: 'ComponentContentFeaturebox' as const,
  id,
  title,
  blurb: null,
  is_preview,
  link_label: 'Explore',
  featured_image: null,
  tag_age_groups: [],
  programmelink,
});

describe('landing pages (SPEC §2 Landing page)', () => {
  it('links feature cards to programme, project, page and live routes', () => {
    const slugged = (slug: string, released?: boolean) => ({ slug, released });
    expect(landingFeatureHref('secondary', 'ks3', { programme: slugged('film') })).toBe(
      '/secondary/ks3/programme/film',
    );
    expect(landingFeatureHref('secondary', 'ks3', { project: slugged('soundtrack') })).toBe(
      '/secondary/ks3/project/soundtrack',
    );
    expect(landingFeatureHref('secondary', 'ks3', { landing_page: slugged('ks4') })).toBe('/secondary/ks3/page/ks4');
    expect(landingFeatureHref('secondary', 'ks3', { live_programme: slugged('concerts') })).toBe('/live/concerts');
    expect(landingFeatureHref('secondary', 'ks3', { programme: slugged('film', false) })).toBeNull();
    expect(landingFeatureHref('secondary', 'ks3', null)).toBeNull();
  });

  it('renders the cards, the document button and the audio', async () => {
    server.use(
      graphql.query('landingPages', () =>
        HttpResponse.json({
          data: landingPage('ks3', {
            title: 'Key Stage 3',
            document: {
              __typename: 'UploadFile',
              documentId: 'doc1',
              url: '/uploads/guide.pdf',
              name: 'guide.pdf',
              ext: '.pdf',
              mime: 'application/pdf',
              caption: 'Teacher guide',
            },
            audio: {
              __typename: 'UploadFile',
              documentId: 'aud1',
              url: '/uploads/theme.wav',
              name: 'theme.wav',
              ext: '.wav',
              mime: 'audio/wav',
              caption: 'Theme tune',
            },
            features: [
              feature(
                '1',
                'Film Music',
                link({
                  programme: {
                    __typename: 'Programme',
                    documentId: 'p',
                    slug: 'film',
                    title: 'Film Music',
                    released: true,
                  },
                }),
              ),
              feature(
                '2',
                'Songwriting',
                link({
                  programme: {
                    __typename: 'Programme',
                    documentId: 'q',
                    slug: 'songwriting',
                    title: 'Songwriting',
                    released: true,
                  },
                }),
                true,
              ),
            ],
          }),
        }),
      ),
    );
    renderApp('/secondary/ks3');
    await screen.findByRole('heading', { level: 1, name: 'Key Stage 3' });
    expect(screen.getByRole('link', { name: 'Teacher guide' })).toHaveAttribute('href', '/documents/doc1');
    expect(screen.getByLabelText('Theme tune')).toHaveAttribute('src', '/uploads/theme.wav');
    const features = screen.getByRole('region', { name: 'Features' });
    expect(
      within(features)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toContain('/secondary/ks3/programme/film');
    expect(within(features).queryByRole('link', { name: /Songwriting/ })).toBeNull();
  });
});

describe('project pages (SPEC §2 Project page)', () => {
  it('asks an anonymous visitor to log in instead of requesting the activities', async () => {
    const activitiesRequested = vi.fn();
    server.use(
      graphql.query('projectActivities', () => (activitiesRequested(), HttpResponse.json({ data: { projects: [] } }))),
    );
    renderApp('/secondary/ks4/project/film-music');
    await screen.findByRole('heading', { level: 1, name: 'Project' });
    expect(screen.getByText(/to see this project's activities/)).toBeInTheDocument();
    expect(activitiesRequested).not.toHaveBeenCalled();
  });

  it('shows a subscriber the activity cards linking outside any programme', async () => {
    logIn();
    server.use(
      graphql.query('projectActivities', () =>
        HttpResponse.json({
          data: {
            projects: [
              {
                __typename: 'Project',
                documentId: 'project-film-music',
                activity_pages: [
                  {
                    __typename: 'ActivityPage',
                    documentId: 'act1',
                    title: 'Leitmotifs',
                    type: 'Listening',
                    time: null,
                    lesson_summary: null,
                  },
                ],
              },
            ],
          },
        }),
      ),
    );
    renderApp('/secondary/ks4/project/film-music');
    const view = await screen.findByRole('link', { name: /^View Activity\s*Leitmotifs$/ });
    expect(view).toHaveAttribute('href', '/-/-/activity/-/-/act1');
    expect(screen.getByText('Listening · Free-flow')).toBeInTheDocument();
  });
});

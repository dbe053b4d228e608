import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logIn, renderApp } from '../test/renderApp';

type Layout = 'main' | 'standalone' | 'at-home' | 'lesson-mode';

/** Every route pattern of SPEC-GUIDE §2 with a sample URL, the screen's heading and the layout around it. */
const routeTable: [url: string, heading: string, layout: Layout][] = [
  ['/', 'Welcome to the Music Classroom', 'main'],
  ['/welcome/full', 'Welcome to the Music Classroom', 'main'],
  ['/privacy', 'Privacy policy', 'main'],
  ['/terms-and-conditions', 'Terms and Conditions', 'main'],
  ['/cpd', 'CPD', 'main'],
  ['/cpd/live-event/summer-inset', 'CPD live event', 'main'],
  ['/cpd/session/warm-ups', 'CPD session', 'main'],
  ['/subscribe', 'Your Account', 'main'],
  ['/account/reset-password', 'Set a new password', 'main'],
  ['/playlists', 'Playlists', 'main'],
  ['/playlists/pl-1', 'Friday warm-ups', 'main'],
  ['/secondary', 'Secondary', 'main'],
  ['/secondary/exam-support', 'Landing page', 'main'],
  ['/secondary/ks3', 'Landing page', 'main'],
  ['/secondary/ks3/programme/band-skills', 'Programme', 'main'],
  ['/secondary/ks4/project/film-music', 'Project', 'main'],
  ['/secondary/ks4/page/careers', 'Landing page', 'main'],
  ['/secondary/KS5/programme/composition', 'Programme', 'main'],
  ['/live', 'Live', 'main'],
  ['/live/orchestra-in-schools', 'Live programme', 'main'],
  ['/live/orchestra-in-schools/the-firebird', 'Live production', 'main'],
  ['/primary', 'Primary', 'main'],
  ['/send', 'SEND', 'main'],
  ['/primary/sing-together', 'Programme', 'main'],
  // A year group's page (issue 44), not a programme called 'year-2'.
  ['/primary/year-2', 'Year 2 music', 'main'],
  ['/secondary/year-7', 'Year 7 music', 'main'],
  ['/primary/sing-together/unit/u1', 'Pulse and Rhythm', 'main'],
  ['/primary/sing-together/unit/u1/lesson/l1', 'Lesson overview Finding the Pulse', 'main'],
  ['/primary/sing-together/unit/u1/lesson/l1/activity/a1', 'Marching to the Pulse', 'main'],
  ['/primary/sing-together/unit/u1/lesson/l1/activity/a1/o1/d1', 'Marching to the Pulse', 'main'],
  ['/primary/sing-together/custom-unit', 'Your Custom Units', 'main'],
  ['/primary/sing-together/custom-unit/cu1', 'Year 3 rhythm unit', 'main'],
  ['/primary/sing-together/custom-unit/cu1/lesson/l1', 'Lesson overview', 'main'],
  ['/primary/sing-together/custom-unit/cu1/lesson/l1/activity/a1/o1', 'Marching to the Pulse', 'main'],
  ['/primary/sing-together/create-unit', 'Build your own Music Foundations unit', 'main'],
  ['/primary/sing-together/activity/lib1/sec1/a1', 'Marching to the Pulse', 'main'],
  ['/primary/sing-together/activity/lib1/sec1/a1/o1/d1', 'Marching to the Pulse', 'main'],
  ['/-/-/activity/-/-/a1', 'Marching to the Pulse', 'main'],
  ['/primary/sing-together/activity/lib1/sec1,sec2', 'Warm-ups', 'main'],
  ['/primary/sing-together/activity/lib1', 'Music Foundations Activity Library', 'main'],
  ['/primary/sing-together/activity-filter', 'Activity Library', 'main'],
  ['/primary/-/activity-filter', 'Activity Library', 'main'],
  ['/-/-/activity-filter', 'Activity Library', 'main'],
  ['/primary/sing-together/audio/alib1', 'Music Foundations Audio Library', 'main'],
  ['/primary/sing-together/audio/alib1/collection/c1,c2', 'Songs for Singing', 'main'],
  ['/primary/sing-together/audio/alib1/p1', 'The Echo Song', 'main'],
  ['/primary/audiolibrary', 'Audio Library', 'main'],
  ['/primary/audiolibrary/collection/c1,c2', 'Songs for Singing', 'main'],
  ['/primary/audiolibrary/page/p1', 'The Echo Song', 'main'],
  ['/audiolibrary', 'Audio Library', 'main'],
  ['/audiolibrary/collection/c1', 'Songs for Singing', 'main'],
  ['/audiolibrary/page/p1', 'The Echo Song', 'main'],
  ['/no/such/page', 'Lost?', 'main'],
  ['/login', 'Log In', 'standalone'],
  ['/primary/sing-together/at-home/h1', 'Music at Home', 'at-home'],
  ['/primary/sing-together/at-home/h1/a1', 'Music at Home activity', 'at-home'],
  // Lesson mode opens on its first slide (issue 28).
  ['/playlists/pl-1/slides', 'Slide 1', 'lesson-mode'],
  ['/playlists/pl-1/slides/activity-2/3/sub-1/2', 'Sub slide 2', 'lesson-mode'],
  ['/primary/sing-together/unit/u1/lesson/l1/activity/a1/slides', 'Slide 1', 'lesson-mode'],
  ['/primary/sing-together/unit/u1/lesson/l1/activity/a1/slides/2/sub-1/1', 'Sub slide 1', 'lesson-mode'],
  ['/primary/sing-together/unit/u1/lesson/l1/slides', 'Slide 1', 'lesson-mode'],
  ['/primary/sing-together/unit/u1/lesson/l1/slides/a1/2', 'Slide 2', 'lesson-mode'],
  ['/primary/sing-together/custom-unit/cu1/lesson/l1/activity/a1/slides/1', 'Slide 1', 'lesson-mode'],
  ['/primary/sing-together/custom-unit/cu1/lesson/l1/slides/a1', 'Slide 1', 'lesson-mode'],
  ['/primary/sing-together/activity/lib1/sec1/a1/slides', 'Slide 1', 'lesson-mode'],
  ['/-/-/activity/-/-/a1/slides/4', 'Slide 4', 'lesson-mode'],
];

function expectLayout(layout: Layout) {
  const header = screen.queryByRole('banner');
  const footer = screen.queryByRole('contentinfo');
  const navigation = screen.queryByRole('navigation', { name: 'Main' });
  switch (layout) {
    case 'main':
      expect(header).toBeInTheDocument();
      expect(navigation).toBeInTheDocument();
      expect(footer).toBeInTheDocument();
      break;
    case 'standalone':
      expect(header).toBeInTheDocument();
      expect(navigation).toBeInTheDocument();
      expect(footer).not.toBeInTheDocument();
      break;
    case 'at-home':
      expect(header).toBeInTheDocument();
      expect(navigation).not.toBeInTheDocument();
      expect(footer).not.toBeInTheDocument();
      break;
    case 'lesson-mode':
      expect(header).not.toBeInTheDocument();
      expect(footer).not.toBeInTheDocument();
      expect(screen.getByRole('main')).toHaveAttribute('data-bs-theme', 'dark');
      break;
  }
}

describe('router', () => {
  it.each(routeTable)('%s shows "%s" in the %s layout', async (url, heading, layout) => {
    logIn();
    renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    expectLayout(layout);
  });

  it('shows the not-found page with a link home for a path that matches nothing', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lost?' })).toBeVisible();
    expect(screen.getByText('That page could not be found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Return to the home page' })).toHaveAttribute('href', '/');
  });

  it.each([
    '/playlists',
    '/cpd/session/warm-ups',
    '/live/orchestra-in-schools/the-firebird',
    '/primary/sing-together/unit/u1',
    '/primary/-/activity-filter',
    '/audiolibrary',
    '/playlists/pl-1/slides',
  ])('asks a logged-out visitor to log in at %s', async (url) => {
    renderApp(url);
    expect(await screen.findByText('You need to be logged in to access this content.')).toBeVisible();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['/primary/sing-together', 'Programme'],
    ['/cpd', 'CPD'],
    ['/privacy', 'Privacy policy'],
    ['/login', 'Log In'],
    ['/primary/sing-together/at-home/h1', 'Music at Home'],
  ])('lets a logged-out visitor see %s', async (url, heading) => {
    renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  });

  it('titles a screen "{page} | {site name}"', async () => {
    logIn();
    renderApp('/primary/sing-together/unit/u1');
    await screen.findByRole('heading', { level: 1, name: 'Pulse and Rhythm' });
    await waitFor(() => expect(document.title).toBe('Pulse and Rhythm | Music Classroom'));
  });
});

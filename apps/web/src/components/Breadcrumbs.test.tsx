import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs, breadcrumbTrail, type BreadcrumbLabels } from './Breadcrumbs';

function renderBreadcrumbs(pattern: string, url: string, labels?: BreadcrumbLabels) {
  const router = createMemoryRouter([{ path: pattern, element: <Breadcrumbs labels={labels} /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return screen.getByRole('navigation', { name: /breadcrumb/i });
}

function crumbs(nav: HTMLElement) {
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('breadcrumbs', () => {
  it('runs from Home through the route parameters, leaving out the current page', () => {
    const nav = renderBreadcrumbs(
      '/:audience/:programme/unit/:unit/lesson/:lesson/activity/:activity',
      '/primary/sing-together/unit/autumn-term/lesson/first-steps/activity/a1',
    );
    expect(crumbs(nav)).toEqual([
      ['Home', '/'],
      ['Primary', '/primary'],
      ['Sing Together', '/primary/sing-together'],
      ['Autumn Term', '/primary/sing-together/unit/autumn-term'],
      ['First Steps', '/primary/sing-together/unit/autumn-term/lesson/first-steps'],
    ]);
  });

  it("skips segments equal to '-'", () => {
    const nav = renderBreadcrumbs('/:audience/:programme/unit/:unit/lesson/:lesson', '/-/-/unit/u1/lesson/l1');
    expect(crumbs(nav)).toEqual([
      ['Home', '/'],
      ['U1', '/-/-/unit/u1'],
    ]);
  });

  it('omits the crumb of the page being shown', () => {
    const nav = renderBreadcrumbs('/:audience/:programme', '/primary/sing-together');
    expect(crumbs(nav)).toEqual([
      ['Home', '/'],
      ['Primary', '/primary'],
    ]);
  });

  it('uses real titles when a page passes them', () => {
    const nav = renderBreadcrumbs('/:audience/:programme/unit/:unit', '/send/sensory-songs/unit/u7', {
      programme: 'Sensory Songs & Stories',
      unit: 'Unit seven',
    });
    expect(crumbs(nav)).toEqual([
      ['Home', '/'],
      ['Send', '/send'],
      ['Sensory Songs & Stories', '/send/sensory-songs'],
    ]);
  });

  it('treats /secondary and /live as audiences and includes project, live programme and landing page', () => {
    expect(
      breadcrumbTrail('/live/orchestra-in-schools/the-firebird', {
        liveprogramme: 'orchestra-in-schools',
        liveproduction: 'the-firebird',
      }),
    ).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Live', href: '/live' },
      { label: 'Orchestra In Schools', href: '/live/orchestra-in-schools' },
    ]);
    expect(breadcrumbTrail('/secondary/ks3/project/film-music/extra', { projectpageslug: 'film-music' })).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Secondary', href: '/secondary' },
      { label: 'Film Music', href: '/secondary/ks3/project/film-music' },
    ]);
    expect(breadcrumbTrail('/secondary/careers', { landingPageSlug: 'careers' })).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Secondary', href: '/secondary' },
    ]);
  });
});

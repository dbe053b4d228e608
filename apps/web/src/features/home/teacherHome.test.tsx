import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activityWithSlides, learningResourcesHome, lessonSlideShowOf } from '../../test/fixtures';
import { hrefOf, logIn, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import type { TeachingHistory } from './api/teacherHome';
import { POSITION_DELAY_MS } from './useTeachingHistory';

const lessonPath = '/primary/music-foundations/unit/unit-1/lesson/lesson-1';

const history: TeachingHistory = {
  continue: {
    lesson: { documentId: 'lesson-1', title: 'Finding the Pulse' },
    href: `${lessonPath}/slides/a1/3`,
    lessonHref: lessonPath,
    slide: 3,
  },
  recent: [
    {
      lesson: { documentId: 'lesson-2', title: 'Echo Songs' },
      href: '/primary/music-foundations/unit/unit-1/lesson/lesson-2',
      openedAt: '2026-11-26T09:00:00.000Z',
    },
    {
      lesson: { documentId: 'lesson-1', title: 'Finding the Pulse' },
      href: lessonPath,
      openedAt: '2026-11-25T09:00:00.000Z',
    },
  ],
};

const teachersOwn = {
  playlists: [{ __typename: 'Playlist', documentId: 'pl1', title: 'Friday warm-ups' }],
  customSchemes: [
    {
      __typename: 'CustomScheme',
      documentId: 'cu1',
      title: 'My rhythm unit',
      audience: { __typename: 'Audience', slug: 'primary' },
      programme: { __typename: 'Programme', slug: 'music-foundations', title: 'Music Foundations' },
    },
  ],
};

/** Every call to the teaching-history routes, as method and path (and the sent path for writes). */
function recordHistoryCalls(answer: TeachingHistory = { continue: null, recent: [] }) {
  const calls: string[] = [];
  server.use(
    http.get('*/api/teaching-history/mine', () => {
      calls.push('GET mine');
      return HttpResponse.json({ data: answer });
    }),
    http.put('*/api/teaching-history/:event', async ({ params, request }) => {
      const body = (await request.json()) as { data: { path: string } };
      calls.push(`PUT ${String(params.event)} ${body.data.path}`);
      return HttpResponse.json({ data: {} });
    }),
  );
  return calls;
}

describe("a teacher's home (/)", () => {
  it('leads with continue where you left off: one click back into lesson mode at that slide', async () => {
    logIn({ firstName: 'Ada' });
    recordHistoryCalls(history);
    server.use(graphql.query('TeacherHome', () => HttpResponse.json({ data: teachersOwn })));
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the Music Classroom' })).toBeVisible();
    expect(screen.getByText('Welcome back, Ada.')).toBeVisible();
    const resume = screen.getByRole('region', { name: 'Continue where you left off' });
    expect(await within(resume).findByText('Finding the Pulse')).toBeVisible();
    expect(within(resume).getByText('Slide 3')).toBeVisible();
    expect(within(resume).getByRole('link', { name: 'Continue: Finding the Pulse, slide 3' })).toHaveAttribute(
      'href',
      `${lessonPath}/slides/a1/3`,
    );

    const recent = screen.getByRole('region', { name: 'Recently opened lessons' });
    expect(
      within(recent)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/primary/music-foundations/unit/unit-1/lesson/lesson-2',
      '/primary/music-foundations/unit/unit-1/lesson/lesson-2/slides',
      lessonPath,
      `${lessonPath}/slides`,
    ]);
    expect(within(recent).getByRole('link', { name: 'Start lesson: Echo Songs' })).toBeVisible();

    const playlists = screen.getByRole('region', { name: 'Your playlists' });
    expect(await within(playlists).findByRole('link', { name: 'Friday warm-ups' })).toHaveAttribute(
      'href',
      '/playlists/pl1',
    );
    expect(within(playlists).getByRole('link', { name: 'Play: Friday warm-ups' })).toHaveAttribute(
      'href',
      '/playlists/pl1/slides',
    );
    expect(
      within(screen.getByRole('region', { name: 'Your custom units' })).getByRole('link', { name: 'My rhythm unit' }),
    ).toHaveAttribute('href', '/primary/music-foundations/custom-unit/cu1');
    expect(screen.getByRole('region', { name: 'Saved for offline' })).toHaveTextContent(
      'Lessons you save for offline use appear here.',
    );
    // The visitors' offers are not for a subscriber.
    expect(screen.queryByRole('heading', { name: 'Try a free lesson' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Explore Primary' })).toHaveAttribute('href', '/primary');
  });

  it("asks for the teacher's own things and history with the home's content, not after it (issue 44)", async () => {
    logIn({ firstName: 'Ada' });
    // The home's content answers only once the history and the teacher's own things have been asked for: a home
    // that asked for them after its content had arrived would never show.
    let askedHistory: () => void = () => {};
    let askedOwn: () => void = () => {};
    const bothAsked = Promise.all([
      new Promise<void>((resolve) => (askedHistory = resolve)),
      new Promise<void>((resolve) => (askedOwn = resolve)),
    ]);
    const calls: string[] = [];
    server.use(
      http.get('*/api/teaching-history/mine', () => {
        calls.push('GET mine');
        askedHistory();
        return HttpResponse.json({ data: history });
      }),
      graphql.query('TeacherHome', () => {
        askedOwn();
        return HttpResponse.json({ data: teachersOwn });
      }),
      graphql.query('learningResourcesHome', async () => {
        await bothAsked;
        return HttpResponse.json({ data: learningResourcesHome });
      }),
    );
    renderApp('/');

    const resume = await screen.findByRole('region', { name: 'Continue where you left off' });
    expect(await within(resume).findByRole('link', { name: 'Continue: Finding the Pulse, slide 3' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Friday warm-ups' })).toBeVisible();
    // Asked once: the home took the answer its route had asked for.
    expect(calls).toEqual(['GET mine']);
  });

  it('says where the last lesson will appear before anything was taught', async () => {
    logIn();
    recordHistoryCalls();
    renderApp('/');
    const resume = await screen.findByRole('region', { name: 'Continue where you left off' });
    expect(
      await within(resume).findByText(
        'When you teach a lesson in lesson mode, you can pick it up here on any computer.',
      ),
    ).toBeVisible();
    expect(within(resume).queryByRole('link')).toBeNull();
  });

  it('offers a signed-in teacher without a subscription a subscription, not the sign-up offers', async () => {
    logIn({ roleType: 'authenticated' });
    const calls = recordHistoryCalls(history);
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Subscribe to open every lesson' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Subscribe now' })).toHaveAttribute('href', '/subscribe');
    expect(screen.queryByRole('heading', { name: 'Try a free lesson' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Continue where you left off' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('keeps the visitors’ home for visitors', async () => {
    const calls = recordHistoryCalls(history);
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Try a free lesson' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Continue where you left off' })).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe("a teacher's home greets", () => {
  it('a new account (just registered or invited) with Welcome, also once its welcome pop-up is closed', async () => {
    logIn({ firstName: 'Robin' });
    recordHistoryCalls();
    server.use(
      graphql.query('learningResourcesHome', () =>
        HttpResponse.json({
          data: {
            learningResourcesHome: {
              ...learningResourcesHome.learningResourcesHome,
              new_registration_welcome_message: 'Your free account is ready.',
            },
          },
        }),
      ),
    );
    const { router } = renderApp('/welcome/new');
    expect(await screen.findByText('Welcome, Robin.')).toBeVisible();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Start exploring' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Welcome, Robin.')).toBeVisible();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });

  it('a returning teacher with Welcome back', async () => {
    logIn({ firstName: 'Robin' });
    recordHistoryCalls();
    renderApp('/');
    expect(await screen.findByText('Welcome back, Robin.')).toBeVisible();
  });
});

describe("a teacher's home offline", () => {
  const saved = {
    id: 'lesson-l1',
    kind: 'lesson',
    title: 'Finding the Pulse',
    savedAt: '2026-11-23T09:00:00.000Z',
    path: `${lessonPath}/slides`,
    pagePath: lessonPath,
    bytes: 1000,
  };

  beforeEach(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // One lesson saved on this device (Cache Storage, as features/offline keeps it).
    vi.stubGlobal('caches', {
      open: async () => ({
        keys: async () => [new Request('http://localhost/__offline/meta/lesson-l1')],
        match: async () => new Response(JSON.stringify(saved)),
      }),
    });
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it("shows the lessons saved on this device when the home's own content was not kept, not 'isn't saved'", async () => {
    logIn({ firstName: 'Ada' });
    server.use(
      // No network, and the home's answers were never kept: every request fails.
      http.post('*/graphql', () => HttpResponse.error()),
      http.get('*/api/teaching-history/mine', () => HttpResponse.error()),
    );
    renderApp('/');
    const savedHere = await screen.findByRole('region', { name: 'Saved for offline' });
    expect(await within(savedHere).findByRole('link', { name: 'Finding the Pulse' })).toHaveAttribute(
      'href',
      `${lessonPath}/slides`,
    );
    expect(screen.getByText('Welcome back, Ada.')).toBeVisible();
    expect(screen.queryByText(/isn't saved for offline use/)).toBeNull();
    expect(screen.queryByText(/Oops!/)).toBeNull();
    const resume = screen.getByRole('region', { name: 'Continue where you left off' });
    expect(await within(resume).findByText(/This device is offline/)).toBeVisible();
  });
});

describe("keeping the teacher's place", () => {
  it('notes the slide lesson mode settles on, once, after paging through', async () => {
    logIn();
    const calls = recordHistoryCalls();
    server.use(
      graphql.query('LessonSlideShow', () =>
        HttpResponse.json({ data: lessonSlideShowOf([activityWithSlides('a1', 'First', 4)]) }),
      ),
    );
    renderApp('/primary/p/unit/u/lesson/l1/slides/a1/1');
    await screen.findByRole('heading', { level: 1, name: 'Slide 1' });
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await screen.findByRole('heading', { level: 1, name: 'Slide 3' });
    await waitFor(() => expect(calls).not.toEqual([]), { timeout: 3000 });
    expect(calls).toEqual(['PUT position /primary/p/unit/u/lesson/l1/slides/a1/3']);
  });

  it('notes nothing on the end screen, where no slide is shown', async () => {
    logIn();
    const calls = recordHistoryCalls();
    renderApp('/primary/p/unit/u/lesson/l1/slides/end');
    await screen.findByRole('heading', { name: 'End of the slides' });
    await new Promise((resolve) => setTimeout(resolve, POSITION_DELAY_MS + 200));
    expect(calls).toEqual([]);
  });

  it('notes a lesson overview as recently opened', async () => {
    logIn();
    const calls = recordHistoryCalls();
    renderApp(lessonPath);
    await waitFor(() => expect(calls).toEqual([`PUT opened ${lessonPath}`]));
  });
});

describe("a teacher's year groups on their home (issue 44)", () => {
  const yearGroup = (slug: string, title: string, order: number) => ({
    __typename: 'YearGroup' as const,
    slug,
    title,
    order,
  });
  const audienceYears = (slug: string, title: string, years: ReturnType<typeof yearGroup>[]) => ({
    __typename: 'Audience' as const,
    documentId: `aud-${slug}`,
    slug,
    title,
    programmes: [{ __typename: 'Programme' as const, documentId: `p-${slug}`, year_groups: years }],
  });

  it('chooses the year groups once, remembers them on this device, and links each to its page', async () => {
    logIn();
    server.use(
      graphql.query('TeacherYearGroups', () =>
        HttpResponse.json({
          data: {
            audiences: [
              audienceYears('primary', 'Primary', [yearGroup('year-2', 'Year 2', 2), yearGroup('year-1', 'Year 1', 1)]),
              audienceYears('send', 'SEND', [yearGroup('year-2', 'Year 2', 2)]),
              audienceYears('live', 'Live', []),
            ],
          },
        }),
      ),
    );
    const first = renderApp('/');
    const panel = await screen.findByRole('region', { name: 'Your year groups' });
    // Nothing chosen yet: the years of each audience's programmes, in school order, to tick.
    const primary = await within(panel).findByRole('group', { name: 'Primary' });
    const boxes = within(primary).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => box.labels?.[0]?.textContent)).toEqual(['Year 1', 'Year 2']);
    expect(within(panel).getByRole('group', { name: 'SEND' })).toBeVisible();
    expect(within(panel).queryByRole('group', { name: 'Live' })).toBeNull();
    await userEvent.click(within(primary).getByRole('checkbox', { name: 'Year 2' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Save year groups' }));
    expect(hrefOf('Year 2 music (Primary)', panel)).toBe('/primary/year-2');
    expect(within(panel).queryByRole('checkbox')).toBeNull();
    first.unmount();

    // Remembered on the next visit; changed by unticking, which brings back the choice.
    renderApp('/');
    const again = await screen.findByRole('region', { name: 'Your year groups' });
    expect(await within(again).findByRole('link', { name: 'Year 2 music (Primary)' })).toHaveAttribute(
      'href',
      '/primary/year-2',
    );
    await userEvent.click(within(again).getByRole('button', { name: 'Change your year groups' }));
    await userEvent.click(within(again).getByRole('checkbox', { name: 'Year 2', checked: true }));
    await userEvent.click(within(again).getByRole('checkbox', { name: 'Year 1' }));
    await userEvent.click(within(again).getByRole('button', { name: 'Save year groups' }));
    expect(hrefOf('Year 1 music (Primary)', again)).toBe('/primary/year-1');
    expect(within(again).queryByRole('link', { name: 'Year 2 music (Primary)' })).toBeNull();
  });
});

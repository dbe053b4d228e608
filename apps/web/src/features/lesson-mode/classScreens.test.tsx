import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { activityWithSlides, lessonSlideShowOf } from '../../test/fixtures';
import { logIn, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import type { ClassSessionView } from './api/classSessions';

const session = (pupils: { id: string; name: string }[] = [], locked = false): ClassSessionView => ({
  id: 's1',
  code: 'ABC234',
  joinUrl: 'https://music.example.org/join?code=ABC234',
  expiresAt: new Date(Date.now() + 8 * 3_600_000).toISOString(),
  lesson: 'l1',
  locked,
  slide: { position: 1, id: null },
  blackout: false,
  pupils,
  pupilCount: pupils.length,
});

/** What lesson mode sent to the class session, in order. */
function recordClassCalls() {
  const calls: string[] = [];
  const pupils = [
    { id: 'p1', name: 'Ada' },
    { id: 'p2', name: 'Ben' },
  ];
  server.use(
    http.post('*/api/class-sessions', async ({ request }) => {
      calls.push(`start ${JSON.stringify(await request.json())}`);
      return HttpResponse.json({ data: session(pupils) }, { status: 201 });
    }),
    http.put('*/api/class-sessions/s1/slide', async ({ request }) => {
      calls.push(`slide ${JSON.stringify(await request.json())}`);
      return HttpResponse.json({ data: session(pupils) });
    }),
    http.put('*/api/class-sessions/s1/joining', async ({ request }) => {
      const { locked } = (await request.json()) as { locked: boolean };
      calls.push(`joining ${locked}`);
      return HttpResponse.json({ data: session(pupils, locked) });
    }),
    http.delete('*/api/class-sessions/s1/pupils/:pupil', ({ params }) => {
      calls.push(`remove ${String(params.pupil)}`);
      return HttpResponse.json({ data: session([pupils[1]]) });
    }),
    http.delete('*/api/class-sessions/s1', () => {
      calls.push('end');
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/api/class-sessions/s1', () => {
      calls.push('overview');
      return HttpResponse.json({ data: session(pupils) });
    }),
  );
  return calls;
}

/** The other lesson-mode window of lesson l1, played by the test: what it heard about the class session. */
function otherWindow() {
  const channel = new BroadcastChannel('lesson-mode-class:l1');
  const heard: unknown[] = [];
  channel.onmessage = ({ data }: MessageEvent) => heard.push(data);
  return { channel, heard, tell: (message: object) => channel.postMessage(message) };
}

describe('class screens in lesson mode (issue 47)', () => {
  beforeEach(() => {
    logIn();
    server.use(
      graphql.query('LessonSlideShow', () =>
        HttpResponse.json({ data: lessonSlideShowOf([activityWithSlides('a1', 'First', 4)]) }),
      ),
    );
  });

  it('starts a session for the lesson, shows the code, link and pupils, and sends each slide and blackout', async () => {
    const calls = recordClassCalls();
    const { unmount } = renderApp('/primary/p/unit/u/lesson/l1/slides/a1/1');
    await screen.findByRole('heading', { level: 1, name: 'Slide 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Class screens' }));
    const dialog = await screen.findByRole('dialog', { name: 'Class screens' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start class screens' }));

    expect(await within(dialog).findByText('ABC 234')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: session().joinUrl })).toHaveAttribute('href', session().joinUrl);
    // A QR code of the join link (with its code) for the pupils' cameras.
    const qr = within(dialog).getByRole('img', { name: `QR code: opens ${session().joinUrl}` });
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('2 pupils have joined')).toBeInTheDocument();
    const list = within(dialog).getByRole('list', { name: '2 pupils have joined' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['AdaRemove Ada', 'BenRemove Ben']);
    // The class starts where the teacher is.
    expect(calls.slice(0, 2)).toEqual(['start {"lesson":"l1"}', 'slide {"position":1,"id":"a1/1","blackout":false}']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Ada' }));
    await within(dialog).findByText('1 pupil has joined');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lock joining' }));
    await within(dialog).findByRole('button', { name: 'Unlock joining' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    await userEvent.keyboard('{ArrowRight}');
    await screen.findByRole('heading', { level: 1, name: 'Slide 2' });
    await userEvent.keyboard('b');
    await waitFor(() => expect(calls).toContain('slide {"position":2,"id":"a1/2","blackout":true}'));
    expect(calls).toEqual([
      'start {"lesson":"l1"}',
      'slide {"position":1,"id":"a1/1","blackout":false}',
      'remove p1',
      'joining true',
      'slide {"position":2,"id":"a1/2","blackout":false}',
      'slide {"position":2,"id":"a1/2","blackout":true}',
    ]);

    // Leaving lesson mode ends the session for everyone.
    unmount();
    await waitFor(() => expect(calls.at(-1)).toBe('end'));
  });

  it('ends the session from the dialog', async () => {
    const calls = recordClassCalls();
    renderApp('/primary/p/unit/u/lesson/l1/slides/a1/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Class screens' }));
    const dialog = await screen.findByRole('dialog', { name: 'Class screens' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start class screens' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'End class screens' }));
    expect(await within(dialog).findByRole('button', { name: 'Start class screens' })).toBeInTheDocument();
    expect(calls.at(-1)).toBe('end');
  });

  it('offers no class screens where lesson mode shows one activity, not a lesson', async () => {
    server.use(
      graphql.query('ActivitySlideshow', () =>
        HttpResponse.json({ data: { activityPage: activityWithSlides('a1', 'First', 2) } }),
      ),
    );
    renderApp('/-/-/activity/-/-/a1/slides/1');
    await screen.findByRole('heading', { level: 1, name: 'Slide 1' });
    expect(screen.queryByRole('button', { name: /Class screens/ })).toBeNull();
  });

  it('starts class screens from the presenter view, which tells the projector and sends no slide itself', async () => {
    const calls = recordClassCalls();
    const projector = otherWindow();
    try {
      const { unmount } = renderApp('/primary/p/unit/u/lesson/l1/slides/a1/1?view=presenter');
      await screen.findByRole('heading', { level: 1, name: /presenter view/ });
      await userEvent.click(screen.getByRole('button', { name: 'Class screens' }));
      const dialog = await screen.findByRole('dialog', { name: 'Class screens' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Start class screens' }));
      expect(await within(dialog).findByText('ABC 234')).toBeInTheDocument();
      expect(within(dialog).getByText('2 pupils have joined')).toBeInTheDocument();
      await waitFor(() => expect(projector.heard).toContainEqual({ kind: 'class-session', id: 's1' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.getByRole('button', { name: 'Class screens (on)' })).toBeInTheDocument();
      // The projector sends the slides; closing the presenter window leaves the session running.
      unmount();
      expect(calls).toEqual(['start {"lesson":"l1"}']);
    } finally {
      projector.channel.close();
    }
  });

  it('shows on the projector a session the presenter view started: the projector sends it the slide, and ends it', async () => {
    const calls = recordClassCalls();
    const presenter = otherWindow();
    try {
      const { unmount } = renderApp('/primary/p/unit/u/lesson/l1/slides/a1/1');
      await screen.findByRole('heading', { level: 1, name: 'Slide 1' });
      presenter.tell({ kind: 'class-session', id: 's1' });
      expect(await screen.findByRole('button', { name: 'Class screens (on)' })).toBeInTheDocument();
      await waitFor(() => expect(calls).toContain('slide {"position":1,"id":"a1/1","blackout":false}'));
      // A presenter window opened later asks, and is told which session runs.
      presenter.tell({ kind: 'class-session-hello' });
      await waitFor(() => expect(presenter.heard).toContainEqual({ kind: 'class-session', id: 's1' }));
      // Ended from the presenter view: the projector shows no session any more.
      presenter.tell({ kind: 'class-session', id: null });
      expect(await screen.findByRole('button', { name: 'Class screens' })).toBeInTheDocument();

      presenter.tell({ kind: 'class-session', id: 's1' });
      await screen.findByRole('button', { name: 'Class screens (on)' });
      unmount();
      await waitFor(() => expect(calls.at(-1)).toBe('end'));
    } finally {
      presenter.channel.close();
    }
  });
});

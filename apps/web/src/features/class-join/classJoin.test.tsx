import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activityWithSlides } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';

/** The browser's EventSource, played by the test: it sends the events the CMS would. */
class FakeEventSource {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onerror: (() => void) | null = null;
  private listeners: Record<string, ((event: MessageEvent<string>) => void)[]> = {};
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data: unknown) {
    this.readyState = FakeEventSource.OPEN;
    act(() => this.listeners[type]?.forEach((listener) => listener({ data: JSON.stringify(data) } as MessageEvent)));
  }
  drop() {
    this.readyState = FakeEventSource.CONNECTING;
    act(() => this.onerror?.());
  }
}

const stream = () => FakeEventSource.opened.at(-1)!;
const at = (id: string, blackout = false) => ({ slide: { position: 1, id }, blackout, ended: false });

/** The lesson's activity: four slides, the third a score (a C major scale's first bar). */
function pupilActivity() {
  const activity = activityWithSlides('a1', 'First', 4);
  const slides = activity.activity_slideshow!.activity_slides!;
  slides[2] = { ...slides[2]!, slide_template: 'score', notation: 'X:1\nT:Steps\nM:4/4\nL:1/4\nK:C\nCDEF|GABc|' };
  return activity;
}

function classLesson() {
  server.use(
    http.post('*/api/class-sessions/join', async ({ request }) => {
      const { code, name } = (await request.json()) as { code: string; name: string };
      if (code !== 'ABC234')
        return HttpResponse.json(
          {
            error: {
              status: 404,
              message: 'There is no class with that code. Check the code on your teacher’s screen.',
            },
          },
          { status: 404 },
        );
      return HttpResponse.json({ data: { token: 'pupil-1', name, ...at('a1/1') } }, { status: 201 });
    }),
    http.get('*/api/class-sessions/live/lesson', ({ request }) => {
      if (request.headers.get('x-pupil-token') !== 'pupil-1') return new HttpResponse(null, { status: 404 });
      return HttpResponse.json({
        data: {
          lesson: {
            documentId: 'l1',
            title: 'Pulse',
            activities: [{ id: '1', activity: pupilActivity() }],
          },
          ...at('a1/1'),
        },
      });
    }),
  );
}

describe('/join: pupils follow the lesson on their own devices (issue 47)', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    sessionStorage.clear();
    classLesson();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the code and a name, field by field, and says clearly when the code is wrong', async () => {
    renderApp('/join');
    await screen.findByRole('heading', { level: 1, name: 'Join your class' });
    await userEvent.click(screen.getByRole('button', { name: 'Join the lesson' }));
    expect(screen.getByLabelText(/Class code/)).toHaveAccessibleDescription(/Type the code from your teacher’s screen/);
    expect(screen.getByLabelText(/Your first name/)).toHaveAccessibleDescription(/Type your first name or a nickname/);

    await userEvent.type(screen.getByLabelText(/Class code/), 'ZZZ999');
    await userEvent.type(screen.getByLabelText(/Your first name/), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Join the lesson' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Class code/)).toHaveAccessibleDescription(/There is no class with that code/),
    );
  });

  it('follows the teacher’s slide live, blanks on blackout, shows being offline, and ends with the lesson', async () => {
    renderApp('/join?code=ABC234');
    expect(await screen.findByLabelText(/Class code/)).toHaveValue('ABC234');
    await userEvent.type(screen.getByLabelText(/Your first name/), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Join the lesson' }));

    await screen.findByRole('heading', { name: 'Slide 1' });
    expect(stream().url).toBe('/api/class-sessions/live/stream?token=pupil-1');
    stream().emit('state', at('a1/1'));
    expect(screen.getByText('Joined as Ada')).toBeInTheDocument();

    stream().emit('state', at('a1/3'));
    await screen.findByRole('heading', { name: 'Slide 3' });
    stream().emit('state', at('a1/3', true));
    expect(await screen.findByText('Look at your teacher.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Slide 3' })).toBeNull();

    stream().drop();
    expect(screen.getByText('You are offline — reconnecting…')).toBeInTheDocument();
    // Back online, the stream starts with where the teacher is now.
    stream().emit('state', at('a1/4'));
    await screen.findByRole('heading', { name: 'Slide 4' });

    stream().emit('ended', {});
    expect(await screen.findByRole('heading', { name: 'The lesson has ended' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Join another class' }));
    await screen.findByRole('heading', { level: 1, name: 'Join your class' });
  });

  it('waits out a class that is out of reach for a moment (503), then shows the slide', async () => {
    let asked = 0;
    server.use(
      http.get('*/api/class-sessions/live/lesson', () => {
        asked += 1;
        if (asked > 1) return undefined; // the lesson, as classLesson() answers it
        return HttpResponse.json(
          { data: null, error: { status: 503, message: 'The class can’t be reached just now. Trying again…' } },
          { status: 503, headers: { 'retry-after': '1' } },
        );
      }),
    );
    sessionStorage.setItem('class-join:seat', JSON.stringify({ token: 'pupil-1', name: 'Ben' }));
    renderApp('/join');
    expect(await screen.findByRole('heading', { name: 'Slide 1' }, { timeout: 5000 })).toBeInTheDocument();
    expect(asked).toBe(2);
  });

  it('tells a removed pupil', async () => {
    sessionStorage.setItem('class-join:seat', JSON.stringify({ token: 'pupil-1', name: 'Ben' }));
    renderApp('/join');
    await screen.findByRole('heading', { name: 'Slide 1' });
    stream().emit('removed', {});
    expect(await screen.findByRole('heading', { name: 'You were removed' })).toBeInTheDocument();
  });

  it('gives a pupil on a score slide their own Play, tempo and transpose', async () => {
    sessionStorage.setItem('class-join:seat', JSON.stringify({ token: 'pupil-1', name: 'Ben' }));
    renderApp('/join');
    await screen.findByRole('heading', { name: 'Slide 1' });
    stream().emit('state', at('a1/3'));
    const controls = await screen.findByRole('group', { name: /^Play the score/ });
    expect(await screen.findByText('Key: C major')).toBeInTheDocument();
    expect(within(controls).getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(within(controls).getByRole('slider', { name: /Tempo/ })).toBeInTheDocument();
    await userEvent.click(within(controls).getByRole('button', { name: 'Transpose up a semitone' }));
    await userEvent.click(within(controls).getByRole('button', { name: 'Transpose up a semitone' }));
    expect(await screen.findByText('Key: D major')).toBeInTheDocument();
    expect(screen.getByText('Transposed +2 semitones')).toBeInTheDocument();
    // The printed score is the teacher's subscription's: not offered to a pupil.
    expect(screen.queryByRole('link', { name: /Print score/ })).toBeNull();
    // The teacher's next slide change gives the pupil the next slide, as it does everyone.
    stream().emit('state', at('a1/4'));
    await screen.findByRole('heading', { name: 'Slide 4' });
  });
});

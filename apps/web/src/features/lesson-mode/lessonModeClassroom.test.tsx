import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activityWithSlides, slide } from '../../test/fixtures';
import { logIn, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';

const recording = (name: string) => ({
  __typename: 'UploadFile' as const,
  documentId: name,
  url: `/uploads/${name}.mp3`,
  name: `${name}.mp3`,
  ext: '.mp3',
  mime: 'audio/mpeg',
  caption: null,
});

/** An activity of six slides: the first an audio slide, the second with notes for the presenter. */
function classroomActivity() {
  const activity = activityWithSlides('a1', 'Singing', 6);
  const slides = activity.activity_slideshow!.activity_slides!;
  slides[0] = { ...slide('Listen', { slide_template: 'audio', audio: recording('march') }), sub_slides2: [] };
  slides[1] = {
    ...slide('Sing', { slide_template: 'image', secondary_slide_text: 'Ask who knows the tune.' }),
    sub_slides2: [],
  };
  slides[2] = {
    ...slide('Echo', { slide_template: 'image', presenter_notes: 'Clap the rhythm **twice** before they echo.' }),
    sub_slides2: [],
  };
  return { ...activity, teaching_option: 'Split the class in two groups.' };
}

const path = '/-/-/activity/-/-/a1/slides';

describe('lesson mode in a classroom', () => {
  let pause: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    logIn();
    server.use(
      graphql.query('ActivitySlideshow', () => HttpResponse.json({ data: { activityPage: classroomActivity() } })),
    );
    // jsdom has no media playback; what the tests look at is that a blank screen asks every element to pause.
    pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });
  afterEach(() => pause.mockRestore());

  it("plays an audio slide in the product's player, whose 0.75 speed applies to the recording", async () => {
    const { container } = renderApp(`${path}/1`);
    const player = await screen.findByRole('group', { name: 'Listen' });
    expect(within(player).getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(within(player).getByText('--:--')).toBeInTheDocument();
    await userEvent.selectOptions(within(player).getByLabelText('Speed'), '0.75');
    expect(container.querySelector('audio')!.playbackRate).toBe(0.75);
    expect(within(player).getByRole('checkbox', { name: 'Loop' })).not.toBeChecked();
  });

  it('opens the overview with O, moves with the arrows and goes to slide 5 with Enter; Esc opens and closes it', async () => {
    const { router } = renderApp(`${path}/2`);
    await screen.findByRole('heading', { level: 1, name: 'Sing' });
    await userEvent.keyboard('o');
    const overview = await screen.findByRole('dialog', { name: 'Overview: Singing' });
    const slides = within(overview).getAllByRole('button', { name: /^\d\./ });
    expect(slides).toHaveLength(6);
    expect(slides[1]).toHaveAttribute('aria-current', 'step');
    expect(slides[1]).toHaveFocus();
    // Still copies: no player inside the buttons.
    expect(overview.querySelector('audio')).toBeNull();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(slides[4]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByText('Slide 5 of 6');
    expect(router.state.location.pathname).toBe(`${path}/5`);
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.keyboard('{Escape}');
    await screen.findByRole('dialog', { name: 'Overview: Singing' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe(`${path}/5`);
  });

  it('goes to a typed slide number with Enter or G, and shows the keys with ?', async () => {
    const { router } = renderApp(`${path}/1`);
    await screen.findByText('Slide 1 of 6');
    await userEvent.keyboard('4');
    expect(screen.getByText('Go to slide 4: press Enter or G')).toBeInTheDocument();
    await userEvent.keyboard('g');
    await screen.findByText('Slide 4 of 6');
    await userEvent.keyboard('6{Enter}');
    await screen.findByText('Slide 6 of 6');
    await userEvent.keyboard('{Home}');
    await screen.findByText('Slide 1 of 6');
    expect(router.state.location.pathname).toBe(`${path}/1`);

    await userEvent.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keys in lesson mode' });
    const blackout = within(help).getByText('Black screen, pausing any sound or film (press again to come back)');
    expect(blackout.closest('tr')).toHaveTextContent(/^B or \.Black screen/);
    await userEvent.click(within(help).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves with the arrows after the teacher ticks Loop on a recording (the focus stays on the checkbox)', async () => {
    const { router } = renderApp(`${path}/2`);
    await screen.findByRole('heading', { level: 1, name: 'Sing' });
    await userEvent.keyboard('{ArrowLeft}');
    const player = await screen.findByRole('group', { name: 'Listen' });
    const loop = within(player).getByRole('checkbox', { name: 'Loop' });
    await userEvent.click(loop);
    expect(loop).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(loop).not.toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await screen.findByRole('heading', { level: 1, name: 'Sing' });
    expect(router.state.location.pathname).toBe(`${path}/2`);
  });

  it('blacks out with B or ., whites out with W, pausing the media, and the same key brings the slide back', async () => {
    renderApp(`${path}/1`);
    await screen.findByRole('group', { name: 'Listen' });
    await userEvent.keyboard('b');
    expect(screen.getByRole('button', { name: 'Black screen: show the slide again' })).toBeInTheDocument();
    expect(pause).toHaveBeenCalled();
    await userEvent.keyboard('b');
    expect(screen.queryByRole('button', { name: /Black screen/ })).toBeNull();
    await userEvent.keyboard('.');
    expect(screen.getByRole('button', { name: 'Black screen: show the slide again' })).toBeInTheDocument();
    await userEvent.keyboard('w');
    expect(screen.getByRole('button', { name: 'White screen: show the slide again' })).toBeInTheDocument();
    await userEvent.keyboard('w');
    expect(screen.queryByRole('button', { name: /screen: show the slide again/ })).toBeNull();
  });

  it('opens the presenter view with P; it shows the notes, the teaching options and the next slide, without sound', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderApp(`${path}/2`);
    await screen.findByRole('heading', { level: 1, name: 'Sing' });
    await userEvent.keyboard('p');
    expect(open).toHaveBeenCalledWith(`${path}/2?view=presenter`, 'lesson-mode-presenter', expect.any(String));
    open.mockRestore();
  });

  it('presenter view: current and next slide, notes, teaching options, the clock and no players', async () => {
    const { router, container } = renderApp(`${path}/1?view=presenter`);
    await screen.findByText('Slide 1 of 6');
    expect(screen.getByRole('heading', { name: 'Now on the projector' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Next' })).toBeInTheDocument();
    expect(screen.getByText('Recording: Listen')).toBeInTheDocument();
    expect(container.querySelector('audio')).toBeNull();
    expect(screen.getByText('Split the class in two groups.')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    await userEvent.click(screen.getByRole('button', { name: /Next slide/ }));
    await screen.findByText('Slide 2 of 6');
    expect(router.state.location.search).toBe('?view=presenter');
    expect(screen.getByText('Ask who knows the tune.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Black screen' }));
    expect(screen.getByRole('button', { name: 'Black screen' })).toHaveAttribute('aria-pressed', 'true');
    // The slide's presenter notes, for the teacher's eyes only.
    await userEvent.click(screen.getByRole('button', { name: /Next slide/ }));
    await screen.findByText('Slide 3 of 6');
    expect(screen.getByText(/Clap the rhythm/)).toHaveTextContent('Clap the rhythm twice before they echo.');
  });
});

/** The other end of lesson mode's channel for this activity: what a window sends, and a way to send as one. */
function channelPeer() {
  const channel = new BroadcastChannel('lesson-mode:/-/-/activity/-/-/a1');
  const received: Record<string, unknown>[] = [];
  channel.onmessage = ({ data }: MessageEvent) => received.push(data as Record<string, unknown>);
  return { channel, received, send: (message: object) => channel.postMessage({ sender: 'peer', ...message }) };
}

describe("the presenter plays the projector's recording", () => {
  let play: ReturnType<typeof vi.spyOn>;
  let pause: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    logIn();
    server.use(
      graphql.query('ActivitySlideshow', () => HttpResponse.json({ data: { activityPage: classroomActivity() } })),
    );
    play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });
  afterEach(() => {
    play.mockRestore();
    pause.mockRestore();
  });

  it("projector: plays, seeks and pauses the slide's audio when the presenter says so, and reports where it is", async () => {
    const peer = channelPeer();
    try {
      const { container } = renderApp(`${path}/1`);
      await screen.findByRole('group', { name: 'Listen' });
      const audio = container.querySelector('audio')!;
      const at = `${path}/1`;
      peer.send({ kind: 'media', path: at, url: '/uploads/march.mp3', command: { action: 'play' } });
      await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
      expect(play.mock.contexts[0]).toBe(audio);
      peer.send({ kind: 'media', path: at, url: '/uploads/march.mp3', command: { action: 'seek', time: 30 } });
      await waitFor(() => expect(audio.currentTime).toBe(30));
      peer.send({ kind: 'media', path: at, url: '/uploads/march.mp3', command: { action: 'pause' } });
      await waitFor(() => expect(pause).toHaveBeenCalled());
      // A command for a slide the projector has left does nothing.
      peer.send({ kind: 'media', path: `${path}/2`, url: '/uploads/march.mp3', command: { action: 'play' } });
      peer.send({ kind: 'media-query', path: at });
      await waitFor(() =>
        expect(peer.received).toContainEqual(
          expect.objectContaining({
            kind: 'media-status',
            path: at,
            recordings: [expect.objectContaining({ url: '/uploads/march.mp3', currentTime: 30 })],
          }),
        ),
      );
      expect(play).toHaveBeenCalledTimes(1);
    } finally {
      peer.channel.close();
    }
  });

  it("presenter: shows the recording's position and duration from the projector, and sends play, pause and seek", async () => {
    const peer = channelPeer();
    try {
      renderApp(`${path}/1?view=presenter`);
      const remote = await screen.findByRole('group', { name: 'Listen' });
      const at = `${path}/1`;
      await waitFor(() =>
        expect(peer.received).toContainEqual(expect.objectContaining({ kind: 'media-query', path: at })),
      );
      expect(within(remote).getByText('00:00 / --:--')).toBeInTheDocument();
      await userEvent.click(within(remote).getByRole('button', { name: 'Play' }));
      await waitFor(() =>
        expect(peer.received).toContainEqual(
          expect.objectContaining({ kind: 'media', path: at, url: '/uploads/march.mp3', command: { action: 'play' } }),
        ),
      );
      peer.send({
        kind: 'media-status',
        path: at,
        recordings: [{ url: '/uploads/march.mp3', currentTime: 12, duration: 95, playing: true }],
      });
      await within(remote).findByText('00:12 / 01:35');
      await userEvent.click(within(remote).getByRole('button', { name: 'Forward 10 seconds' }));
      await userEvent.click(within(remote).getByRole('button', { name: 'Pause' }));
      await waitFor(() =>
        expect(peer.received).toContainEqual(expect.objectContaining({ kind: 'media', command: { action: 'pause' } })),
      );
      expect(peer.received).toContainEqual(
        expect.objectContaining({ kind: 'media', command: { action: 'seek', time: 22 } }),
      );
      // Nothing plays in the presenter's own window.
      expect(play).not.toHaveBeenCalled();
    } finally {
      peer.channel.close();
    }
  });
});

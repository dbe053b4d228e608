import { fireEvent, screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { activityPage } from '../../test/curriculum';
import { breadcrumbTrail, hrefOf, logIn, renderApp } from '../../test/renderApp';
import { playlistCms } from '../../test/playlistHandlers';
import { server } from '../../test/server';

const lessonActivityPath = '/primary/music-foundations/unit/unit-1/lesson/lesson-1/activity/act-march';

function answerActivityPage(data = activityPage()) {
  const calls: Record<string, unknown>[] = [];
  server.use(
    graphql.query('ActivityPage', ({ variables }) => {
      calls.push(variables);
      return HttpResponse.json({ data });
    }),
  );
  return calls;
}

describe('activity page (SPEC §2)', () => {
  it('shows the activity in its lesson: breadcrumbs, tabs, media by type, sidebar, related and next', async () => {
    logIn();
    const calls = answerActivityPage();
    renderApp(lessonActivityPath);
    expect(await screen.findByRole('heading', { level: 1, name: 'Marching to the Pulse' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      id: 'act-march',
      lessonId: 'lesson-1',
      schemeId: 'unit-1',
      programmeSlug: 'music-foundations',
      inLesson: true,
      inUnit: true,
      inCustomUnit: false,
      inSections: false,
    });

    expect(breadcrumbTrail()).toEqual([
      ['Home', '/'],
      ['Primary', '/primary'],
      ['Music Foundations', '/primary/music-foundations'],
      ['Pulse and Rhythm', '/primary/music-foundations/unit/unit-1'],
      ['Finding the Pulse', '/primary/music-foundations/unit/unit-1/lesson/lesson-1'],
    ]);
    expect(screen.getByText('Free-flow')).toBeInTheDocument();
    expect(hrefOf('Start Activity')).toBe(`${lessonActivityPath}/slides`);

    // The first option and its first delivery are open: an audio player and a PDF link.
    const options = screen.getByRole('navigation', { name: 'Activity options' });
    expect(within(options).getByRole('link', { name: 'March and tap' })).toHaveAttribute('aria-current', 'page');
    expect(hrefOf('Pass the beat', options)).toBe(`${lessonActivityPath}/opt-2`);
    const deliveries = screen.getByRole('navigation', { name: 'Delivery options' });
    expect(within(deliveries).getByRole('link', { name: 'Teacher-led' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('group', { name: 'Pulse Warm-up' }).querySelector('audio')).toHaveAttribute(
      'src',
      '/uploads/f-audio',
    );
    expect(screen.getByRole('link', { name: /score\.pdf \(PDF\)/ })).toHaveAttribute('href', '/documents/f-pdf');

    const sidebar = screen.getByRole('complementary', { name: 'About this activity' });
    expect(within(sidebar).getByText('Keep a steady pulse')).toBeInTheDocument();
    expect(within(sidebar).queryByText('Secondary-only objective')).toBeNull();
    expect(within(sidebar).getByText('March and tap music')).toBeInTheDocument();
    expect(within(sidebar).getByText('March and tap equipment')).toBeInTheDocument();
    expect(within(sidebar).getAllByRole('link', { name: /March and tap score/ })).toHaveLength(1);

    const related = screen.getByRole('region', { name: 'More activities like this' });
    expect(hrefOf(/^View Activity/, related)).toBe('/primary/music-foundations/activity/-/-/act-echo');
    expect(hrefOf('Next: The Echo Song')).toBe(
      '/primary/music-foundations/unit/unit-1/lesson/lesson-1/activity/act-echo',
    );
  });

  it('switches option and delivery tabs through the URL, without asking the CMS again', async () => {
    logIn();
    const calls = answerActivityPage();
    const { router } = renderApp(lessonActivityPath);
    await screen.findByRole('heading', { level: 1, name: 'Marching to the Pulse' });

    fireEvent.click(screen.getByRole('link', { name: 'With the resources' }));
    expect(router.state.location.pathname).toBe(`${lessonActivityPath}/opt-1/102`);
    const image = await screen.findByRole('img', { name: 'Drums on a stage' });
    expect(image).toHaveAttribute('src', '/uploads/f-image');
    // Neither audio, PDF nor image: the file's name only.
    expect(screen.getByText('notes.txt')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Pulse Warm-up' })).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Pass the beat' }));
    expect(router.state.location.pathname).toBe(`${lessonActivityPath}/opt-2`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Pass the beat' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'In small groups' })).toHaveAttribute('aria-current', 'page');
    expect(calls).toHaveLength(1);
  });

  it('answers not found for an address with more than an option and a delivery after the activity', async () => {
    logIn();
    answerActivityPage();
    renderApp(`${lessonActivityPath}/option-1/delivery-1/more`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lost?' })).toBeInTheDocument();
  });

  it("adds the activity to a new playlist from the 'Add to playlist' dialog, keeping where it came from", async () => {
    logIn();
    answerActivityPage();
    const cms = playlistCms([]);
    server.use(...cms.handlers);
    renderApp(lessonActivityPath);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to playlist' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(await within(dialog).findByLabelText('Playlist name'), { target: { value: 'Monday' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add activity' }));
    expect(await screen.findByText(/was added to your new playlist ‘Monday’/)).toBeInTheDocument();
    expect(hrefOf('View playlist')).toMatch(/^\/playlists\//);
    expect(cms.calls.create).toHaveLength(1);
    expect(cms.calls.create[0].playlist_item).toEqual([
      expect.objectContaining({ __typename: 'ComponentPlaylistActivityItem', context_path: lessonActivityPath }),
    ]);
  });

  it('shows a library activity on its own at /-/-/activity/-/-/{id}, and in a section with its library crumbs', async () => {
    logIn();
    const calls = answerActivityPage(
      activityPage({
        lesson: undefined,
        scheme: undefined,
        programmes: [],
        activitySections: [{ __typename: 'ActivitySection', documentId: 'sec-warm', title: 'Warm-ups' }],
      }),
    );
    const { unmount } = renderApp('/-/-/activity/-/-/act-march');
    await screen.findByRole('heading', { level: 1, name: 'Marching to the Pulse' });
    expect(calls[0]).toMatchObject({ id: 'act-march', inLesson: false, inSections: false, sectionIds: [] });
    expect(screen.queryByRole('link', { name: /^Next:/ })).toBeNull();
    expect(hrefOf('Start Activity')).toBe('/-/-/activity/-/-/act-march/slides');
    expect(within(screen.getByRole('region', { name: 'More activities like this' })).getByRole('link')).toHaveAttribute(
      'href',
      '/-/-/activity/-/-/act-echo',
    );
    unmount();

    renderApp('/primary/music-foundations/activity/lib-1/sec-warm,sec-other/act-march');
    await screen.findByRole('heading', { level: 1, name: 'Marching to the Pulse' });
    expect(calls[1]).toMatchObject({ sectionIds: ['sec-warm', 'sec-other'], inSections: true });
    expect(breadcrumbTrail()).toEqual([
      ['Home', '/'],
      ['Primary', '/primary'],
      ['Music Foundations', '/primary/music-foundations'],
      ['Activity Library', '/primary/music-foundations/activity/lib-1'],
      ['Warm-ups', '/primary/music-foundations/activity/lib-1/sec-warm,sec-other'],
    ]);
  });

  it("shows the activity's score when it has notation, with its printed copy", async () => {
    logIn();
    const data = activityPage();
    data.activityPage!.notation = 'X:1\nT:Pulse Song\nM:2/4\nL:1/4\nK:D\nD F | A2 |]\nw:Tap the pulse';
    answerActivityPage(data);
    renderApp(lessonActivityPath);
    const section = await screen.findByRole('region', { name: 'Score' });
    expect(await within(section).findByRole('img', { name: 'Score: Pulse Song' })).toBeInTheDocument();
    expect(await within(section).findByText('Key: D major')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Print score (PDF)' })).toHaveAttribute(
      'href',
      '/documents/scores/activity/act-march',
    );
  });

  it('has no score section without notation', async () => {
    logIn();
    answerActivityPage();
    renderApp(lessonActivityPath);
    await screen.findByRole('heading', { level: 1, name: 'Marching to the Pulse' });
    expect(screen.queryByRole('region', { name: 'Score' })).toBeNull();
  });
});

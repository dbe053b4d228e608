import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse, type RequestHandler } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activityPath, audioPath, playlistCms, samplePlaylist, type StoredPlaylist } from '../../test/playlistHandlers';
import { breadcrumbTrail, logIn, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { NOT_SAVED_WHILE_UNAVAILABLE } from '../../lib/connection';
import { sessionKeys } from '../../lib/session';
import {
  KEYBOARD_DRAG_STEP,
  playlistAnnouncements,
  playlistKeyboardCodes,
  playlistKeyboardCoordinates,
} from './playlistDragSort';

const HALL = 'In the Hall of the Mountain King';
const CALL = 'Call and response';
const BODY = 'Body percussion';

/**
 * Starts the app at `path` as a signed-in teacher over an in-memory CMS holding their `playlists`; `handlers` go in
 * front of the CMS's (to count or inspect requests, or to make one fail).
 */
function openWith(
  path: string,
  {
    playlists = [samplePlaylist()],
    page,
    handlers = [],
  }: {
    playlists?: StoredPlaylist[];
    page?: { title: string; introduction: string | null } | null;
    handlers?: RequestHandler[];
  } = {},
) {
  logIn();
  const cms = page === undefined ? playlistCms(playlists) : playlistCms(playlists, page);
  server.use(...cms.handlers);
  server.use(...handlers);
  const user = userEvent.setup();
  return { ...renderApp(path), cms, user };
}

const cardOf = (title: string) =>
  within(screen.getByRole('heading', { level: 3, name: title }).closest('.card') as HTMLElement);

/** The titles in the playlist's list, top to bottom (view and edit mode alike). */
const itemTitles = () =>
  within(screen.getByRole('list', { name: 'Playlist items' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('playlists list (SPEC §2 Playlists list)', () => {
  it("shows the CMS page's text and a card per playlist with 'View Playlist', asking the CMS on every visit", async () => {
    const second: StoredPlaylist = { documentId: 'pl-2', title: 'Calm down', audience: 'aud-send', items: [] };
    let asked = 0;
    const { user, router } = openWith('/playlists', {
      playlists: [samplePlaylist(), second],
      handlers: [graphql.query('Playlists', () => void asked++)],
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Playlists' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Playlists | Music Classroom'));
    expect(screen.getByText('Gather activities and recordings into playlists for your lessons.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Your Playlists' })).toBeVisible();
    expect(screen.queryByText('Create your own playlists of audio and activities')).toBeNull();

    // Four items are stored, one pointing at an activity that no longer exists: it is not counted, as its page omits
    // it.
    expect(cardOf('Friday warm-ups').getByText('Primary')).toBeVisible();
    expect(cardOf('Friday warm-ups').getByText('3 items')).toBeVisible();
    expect(cardOf('Calm down').getByText('SEND')).toBeVisible();
    expect(cardOf('Calm down').getByText('0 items')).toBeVisible();
    const view = screen.getByRole('link', { name: 'View Playlist Friday warm-ups' });
    expect(view).toHaveAttribute('href', '/playlists/pl-1');
    expect(screen.getByRole('link', { name: 'View Playlist Calm down' })).toHaveAttribute('href', '/playlists/pl-2');
    expect(screen.getByRole('button', { name: 'Create a new playlist' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Activity Library' })).toHaveAttribute('href', '/-/-/activity-filter');
    expect(screen.getByRole('link', { name: 'Audio Library' })).toHaveAttribute('href', '/audiolibrary');

    // SPEC-GUIDE §7 Playlists has no cache: coming back asks again.
    expect(asked).toBe(1);
    await user.click(view);
    await screen.findByRole('heading', { level: 1, name: 'Friday warm-ups' });
    await user.click(screen.getByRole('link', { name: 'Your Playlists' }));
    await screen.findByRole('heading', { level: 1, name: 'Playlists' });
    expect(router.state.location.pathname).toBe('/playlists');
    expect(asked).toBe(2);
  });

  it("invites a teacher without playlists to create one, with 'Your Playlists' when the CMS has no page text", async () => {
    openWith('/playlists', { playlists: [], page: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Playlists' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Create your own playlists of audio and activities' }));
    expect(screen.queryByRole('link', { name: /View Playlist/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Create your first playlist' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Create a new playlist' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Activity Library' })).toHaveAttribute('href', '/-/-/activity-filter');
    expect(screen.getByRole('link', { name: 'Audio Library' })).toHaveAttribute('href', '/audiolibrary');
  });

  it('creates an empty playlist under the first audience by default and opens it', async () => {
    const { user, router, cms } = openWith('/playlists', { playlists: [] });
    await user.click(await screen.findByRole('button', { name: 'Create your first playlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a new playlist' });
    const create = within(dialog).getByRole('button', { name: 'Create playlist' });
    expect(within(dialog).getByRole('combobox', { name: 'Audience' })).toHaveDisplayValue('Primary');
    // SPEC-GUIDE §5: no name, no playlist.
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Playlist name' }), '   {Enter}');
    expect(cms.calls.create).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Playlist name' }), 'Year 3 singing');
    await user.click(create);

    expect(await screen.findByRole('heading', { level: 1, name: 'Year 3 singing' })).toBeInTheDocument();
    expect(cms.calls.create).toEqual([{ title: 'Year 3 singing', audience: 'aud-primary', playlist_item: [] }]);
    expect(router.state.location.pathname).toBe(`/playlists/${cms.playlists[0]!.documentId}`);
    expect(screen.getByText("There's nothing in this playlist yet")).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Start Lesson' })).toBeNull();
  });

  it('files a new playlist under the audience the teacher picks, and says so when the CMS refuses', async () => {
    const { user, cms } = openWith('/playlists');
    server.use(
      graphql.mutation('CreatePlaylist', ({ variables }) => {
        cms.calls.create.push(variables.data as never);
        return HttpResponse.json({ data: null, errors: [{ message: 'Too many playlists' }] });
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Create a new playlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a new playlist' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Playlist name' }), 'Assembly');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Audience' }), 'Secondary');
    await user.click(within(dialog).getByRole('button', { name: 'Create playlist' }));

    expect(await within(dialog).findByText(/The playlist could not be created: Too many playlists/)).toBeVisible();
    expect(cms.calls.create).toEqual([{ title: 'Assembly', audience: 'aud-secondary', playlist_item: [] }]);
    expect(screen.getByRole('dialog', { name: 'Create a new playlist' })).toBeInTheDocument();
  });

  it('shows the error panel when the CMS answers with an error', async () => {
    logIn();
    server.use(graphql.query('Playlists', () => HttpResponse.json({ data: null, errors: [{ message: 'Boom' }] })));
    renderApp('/playlists');
    expect(await screen.findByText(/Oops! Seems like we played the wrong note/)).toBeInTheDocument();
  });
});

describe('playlist detail (SPEC §2 Playlist detail)', () => {
  it('shows the items in order: activities with time and type, audio with a player, each linking back', async () => {
    let variables: Record<string, unknown> = {};
    openWith('/playlists/pl-1', {
      handlers: [
        graphql.query('Playlist', (request) => {
          variables = request.variables;
        }),
      ],
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Friday warm-ups' })).toBeInTheDocument();
    expect(variables).toEqual({ id: 'pl-1' });
    await waitFor(() => expect(document.title).toBe('Friday warm-ups | Music Classroom'));
    expect(breadcrumbTrail()).toEqual([
      ['Home', '/'],
      ['Your Playlists', '/playlists'],
    ]);
    // The item whose activity no longer exists is left out.
    expect(itemTitles()).toEqual([CALL, HALL, BODY]);
    expect(screen.getByText('Primary · 3 items')).toBeVisible();

    const call = cardOf(CALL);
    expect(call.getByRole('link', { name: CALL })).toHaveAttribute('href', activityPath);
    expect(call.getByText('10 minutes')).toBeVisible();
    expect(call.getByText('Warm-up')).toBeVisible();
    expect(call.queryByText('link to activity library not available')).toBeNull();

    const hall = cardOf(HALL);
    expect(hall.getByRole('link', { name: HALL })).toHaveAttribute('href', audioPath);
    const player = hall.getByRole('group', { name: HALL });
    expect(within(player).getByRole('button', { name: 'Play' })).toBeVisible();
    expect(player.querySelector('audio')).toHaveAttribute('src', '/uploads/hall_of_the_mountain_king.mp3');

    // No context path: no link, and the spec's words instead.
    const body = cardOf(BODY);
    expect(body.queryByRole('link')).toBeNull();
    expect(body.getByText('link to activity library not available')).toBeVisible();
    expect(body.getByText('Free-flow')).toBeVisible();
    expect(body.getByText('Rhythm game')).toBeVisible();

    expect(screen.getByRole('link', { name: 'Start Lesson' })).toHaveAttribute('href', '/playlists/pl-1/slides');
    expect(screen.getByRole('button', { name: 'Edit playlist details' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edit playlist contents' })).toBeVisible();
    expect(screen.queryByText("There's nothing in this playlist yet")).toBeNull();
  });

  it("says there's nothing in an empty playlist and offers no lesson", async () => {
    openWith('/playlists/pl-1', { playlists: [{ ...samplePlaylist(), items: [] }] });
    expect(await screen.findByText("There's nothing in this playlist yet")).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Start Lesson' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit playlist contents' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Activity Library' })).toHaveAttribute('href', '/-/-/activity-filter');
  });

  it("shows not-found for a playlist the CMS does not answer (another teacher's)", async () => {
    openWith('/playlists/pl-someone-elses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lost?' })).toBeInTheDocument();
  });

  it('shows the error panel when the playlist cannot be loaded', async () => {
    logIn();
    server.use(graphql.query('Playlist', () => HttpResponse.json({ data: null, errors: [{ message: 'Boom' }] })));
    renderApp('/playlists/pl-1');
    expect(await screen.findByText(/Oops! Seems like we played the wrong note/)).toBeInTheDocument();
  });
});

describe("'Edit playlist details' (SPEC §2, §4)", () => {
  it('renames the playlist and changes its audience, leaving the items alone; Cancel sends nothing', async () => {
    const { user, cms } = openWith('/playlists/pl-1');
    await user.click(await screen.findByRole('button', { name: 'Edit playlist details' }));
    const form = screen.getByRole('form', { name: 'Edit playlist details' });
    const name = within(form).getByRole('textbox', { name: 'Playlist name' });
    expect(name).toHaveFocus();
    expect(name).toHaveValue('Friday warm-ups');
    expect(within(form).getByRole('combobox', { name: 'Audience' })).toHaveDisplayValue('Primary');

    await user.clear(name);
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(name, 'Thrown away');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Friday warm-ups' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit playlist details' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Edit playlist details' }));
    const again = screen.getByRole('form', { name: 'Edit playlist details' });
    await user.clear(within(again).getByRole('textbox', { name: 'Playlist name' }));
    await user.type(within(again).getByRole('textbox', { name: 'Playlist name' }), '  Monday warm-ups ');
    await user.selectOptions(within(again).getByRole('combobox', { name: 'Audience' }), 'SEND');
    await user.click(within(again).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Monday warm-ups' })).toBeInTheDocument();
    expect(cms.calls.update).toEqual([
      { playlistId: 'pl-1', data: { title: 'Monday warm-ups', audience: 'aud-send' } },
    ]);
    expect(screen.getByText('SEND · 3 items')).toBeVisible();
    expect(screen.getByText('Your playlist details have been saved.')).toBeVisible();
    expect(itemTitles()).toEqual([CALL, HALL, BODY]);
  });

  it("deletes the playlist after 'Delete playlist' is confirmed and returns to /playlists", async () => {
    const { user, cms, router } = openWith('/playlists/pl-1');
    await user.click(await screen.findByRole('button', { name: 'Edit playlist details' }));
    await user.click(screen.getByRole('button', { name: 'Delete playlist' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this playlist?' });
    expect(within(dialog).getByText(/Friday warm-ups/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cms.calls.delete).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete playlist' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this playlist?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete playlist' }));

    expect(await screen.findByText('Create your own playlists of audio and activities')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/playlists');
    expect(cms.calls.delete).toEqual(['pl-1']);
  });
});

describe('drag sort by keyboard (SPEC §4 Drag sort, §9 25 px)', () => {
  const keyEvent = (code: string) => new KeyboardEvent('keydown', { code, cancelable: true });
  const args = { active: 'a', context: {} as never, currentCoordinates: { x: 10, y: 100 } };

  it('moves 25 px per arrow key from where the item is, and ignores other keys', () => {
    expect(KEYBOARD_DRAG_STEP).toBe(25);
    const down = keyEvent('ArrowDown');
    expect(playlistKeyboardCoordinates(down, args)).toEqual({ x: 10, y: 125 });
    expect(down.defaultPrevented).toBe(true);
    expect(playlistKeyboardCoordinates(keyEvent('ArrowUp'), args)).toEqual({ x: 10, y: 75 });
    expect(playlistKeyboardCoordinates(keyEvent('ArrowLeft'), args)).toEqual({ x: -15, y: 100 });
    expect(playlistKeyboardCoordinates(keyEvent('ArrowRight'), args)).toEqual({ x: 35, y: 100 });
    const letter = keyEvent('KeyA');
    expect(playlistKeyboardCoordinates(letter, args)).toBeUndefined();
    expect(letter.defaultPrevented).toBe(false);
  });

  it('picks up with space or enter, drops with space, enter or tab, cancels with escape', () => {
    expect(playlistKeyboardCodes).toEqual({
      start: ['Space', 'Enter'],
      cancel: ['Escape'],
      end: ['Space', 'Enter', 'Tab'],
    });
  });

  it('announces in plain English with the title and the place', () => {
    const announce = playlistAnnouncements([
      { key: 'a', title: 'Call and response' },
      { key: 'b', title: 'Body percussion' },
    ]);
    const active = { id: 'a' } as never;
    const over = (id: string) => ({ id }) as never;
    expect(announce.onDragStart({ active })).toBe('Picked up Call and response.');
    // Being over its own place on pick-up is no news: 'Picked up' is not talked over.
    expect(announce.onDragOver({ active, over: over('a') })).toBeUndefined();
    expect(announce.onDragOver({ active, over: over('b') })).toBe('Moved Call and response to position 2 of 2.');
    expect(announce.onDragOver({ active, over: over('a') })).toBe('Moved Call and response to position 1 of 2.');
    expect(announce.onDragEnd({ active, over: over('b') })).toBe('Dropped Call and response at position 2 of 2.');
    expect(announce.onDragEnd({ active, over: null })).toBe('Dropped Call and response. It stays at position 1 of 2.');
    expect(announce.onDragCancel({ active, over: null })).toBe('Moving Call and response was cancelled.');
  });
});

describe("'Edit playlist contents' (SPEC §2, §4 Playlist contents)", () => {
  // jsdom lays nothing out: give each item of the list a 40 px row so that a 25 px move reaches the next one.
  const ROW = 40;
  let layout: { mockRestore: () => void } | undefined;
  afterEach(() => layout?.mockRestore());
  function layOutRows() {
    layout = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const index = this.dataset.playlistItem ? Array.from(this.parentElement!.children).indexOf(this) : -1;
      const top = index >= 0 ? index * ROW : 0;
      const height = index >= 0 ? ROW : 0;
      const width = index >= 0 ? 600 : 0;
      return { x: 0, y: top, top, left: 0, right: width, bottom: top + height, width, height, toJSON: () => ({}) };
    });
  }

  async function openEditor() {
    layOutRows();
    const opened = openWith('/playlists/pl-1');
    await opened.user.click(await screen.findByRole('button', { name: 'Edit playlist contents' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Edit playlist contents' })).toHaveFocus();
    return opened;
  }

  it('reorders with the keyboard, removes an item and saves the new order numbered from 1', async () => {
    const { user, cms } = await openEditor();
    expect(itemTitles()).toEqual([CALL, HALL, BODY]);
    // Edit mode has no players and no lesson link: only the order matters here.
    expect(screen.queryByRole('link', { name: 'Start Lesson' })).toBeNull();

    screen.getByRole('button', { name: `Move ${CALL}` }).focus();
    await user.keyboard('[Space]');
    expect(await screen.findByText(`Picked up ${CALL}.`)).toBeInTheDocument();
    await user.keyboard('[ArrowDown]');
    expect(await screen.findByText(`Moved ${CALL} to position 2 of 3.`)).toBeInTheDocument();
    await user.keyboard('[Space]');
    expect(await screen.findByText(`Dropped ${CALL} at position 2 of 3.`)).toBeInTheDocument();
    await waitFor(() => expect(itemTitles()).toEqual([HALL, CALL, BODY]));

    await user.click(screen.getByRole('button', { name: `Remove ${BODY}` }));
    expect(itemTitles()).toEqual([HALL, CALL]);
    expect(screen.getByText(`Removed ${BODY}.`)).toBeInTheDocument();
    // Removing the last item leaves the keyboard on the one before it.
    expect(screen.getByRole('button', { name: `Move ${CALL}` })).toHaveFocus();
    expect(cms.calls.update).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Your changes have been saved.')).toBeVisible();
    expect(cms.calls.update).toEqual([
      {
        playlistId: 'pl-1',
        data: {
          title: 'Friday warm-ups',
          audience: 'aud-primary',
          playlist_item: [
            {
              __typename: 'ComponentPlaylistAudioItem',
              title: HALL,
              item: 'file-hall',
              context_path: audioPath,
              playlist_order: 1,
            },
            {
              __typename: 'ComponentPlaylistActivityItem',
              title: CALL,
              item: 'act-call',
              context_path: activityPath,
              playlist_order: 2,
            },
          ],
        },
      },
    ]);
    // Back in view mode, showing what the CMS now holds.
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    expect(itemTitles()).toEqual([HALL, CALL]);
    expect(screen.getByRole('link', { name: 'Start Lesson' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edit playlist contents' })).toHaveFocus();
  });

  it('puts a picked-up item back where it was on Escape', async () => {
    const { user } = await openEditor();
    screen.getByRole('button', { name: `Move ${CALL}` }).focus();
    await user.keyboard('[Enter]');
    expect(await screen.findByText(`Picked up ${CALL}.`)).toBeInTheDocument();
    await user.keyboard('[ArrowDown]');
    expect(await screen.findByText(`Moved ${CALL} to position 2 of 3.`)).toBeInTheDocument();
    await user.keyboard('[Escape]');
    expect(await screen.findByText(`Moving ${CALL} was cancelled.`)).toBeInTheDocument();
    expect(itemTitles()).toEqual([CALL, HALL, BODY]);
  });

  it("drops with Tab, and 'Cancel' restores the original order and items without saving", async () => {
    const { user, cms } = await openEditor();
    screen.getByRole('button', { name: `Move ${BODY}` }).focus();
    await user.keyboard('[Space]');
    await screen.findByText(`Picked up ${BODY}.`);
    await user.keyboard('[ArrowUp]');
    await user.keyboard('[ArrowUp]');
    await user.keyboard('[ArrowUp]');
    expect(await screen.findByText(`Moved ${BODY} to position 1 of 3.`)).toBeInTheDocument();
    await user.keyboard('[Tab]');
    expect(await screen.findByText(`Dropped ${BODY} at position 1 of 3.`)).toBeInTheDocument();
    await waitFor(() => expect(itemTitles()).toEqual([BODY, CALL, HALL]));
    await user.click(screen.getByRole('button', { name: `Remove ${HALL}` }));
    expect(itemTitles()).toEqual([BODY, CALL]);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(itemTitles()).toEqual([CALL, HALL, BODY]);
    expect(screen.getByRole('button', { name: 'Edit playlist contents' })).toHaveFocus();
    expect(cms.calls.update).toEqual([]);

    // Opening the editor again starts from the saved order, not the cancelled one.
    await user.click(screen.getByRole('button', { name: 'Edit playlist contents' }));
    expect(itemTitles()).toEqual([CALL, HALL, BODY]);
  });

  it('keeps the edits and says why when saving fails', async () => {
    const { user } = await openEditor();
    server.use(
      graphql.mutation('UpdatePlaylist', () =>
        HttpResponse.json({ data: null, errors: [{ message: 'The content service is unavailable' }] }),
      ),
    );
    await user.click(screen.getByRole('button', { name: `Remove ${CALL}` }));
    expect(screen.getByRole('button', { name: `Move ${HALL}` })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(
      await screen.findByText(/Your changes could not be saved: The content service is unavailable/),
    ).toBeVisible();
    expect(itemTitles()).toEqual([HALL, BODY]);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(screen.queryByText('Your changes have been saved.')).toBeNull();
  });

  it('says a save was not saved while the CMS is out of reach, keeps the edited order, and Retry saves it', async () => {
    const { user, cms, redirect } = await openEditor();
    // The CMS's answer while its database restarts: 503 with Retry-After (apps/cms database-unavailable.ts).
    server.use(
      http.post(
        '*/graphql',
        () =>
          HttpResponse.json(
            {
              errors: [
                { message: 'The classroom is briefly unavailable.', extensions: { code: 'SERVICE_UNAVAILABLE' } },
              ],
            },
            { status: 503, headers: { 'retry-after': '5' } },
          ),
        { once: true },
      ),
    );
    screen.getByRole('button', { name: `Move ${CALL}` }).focus();
    await user.keyboard('[Space]');
    await screen.findByText(`Picked up ${CALL}.`);
    await user.keyboard('[ArrowDown]');
    await screen.findByText(`Moved ${CALL} to position 2 of 3.`);
    await user.keyboard('[Space]');
    await screen.findByText(`Dropped ${CALL} at position 2 of 3.`);
    await waitFor(() => expect(itemTitles()).toEqual([HALL, CALL, BODY]));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(NOT_SAVED_WHILE_UNAVAILABLE)).toBeVisible();
    expect(itemTitles()).toEqual([HALL, CALL, BODY]);
    expect(cms.calls.update).toEqual([]);
    expect(localStorage.getItem(sessionKeys.token)).toBe('test-token');
    expect(redirect).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Your changes have been saved.')).toBeVisible();
    expect(cms.calls.update.map((call) => call.data.playlist_item?.map((item) => item.title))).toEqual([
      [HALL, CALL, BODY],
    ]);
    expect(itemTitles()).toEqual([HALL, CALL, BODY]);
  });
});

describe('a CMS out of reach (issue 33)', () => {
  it('shows "Reconnecting…" while a read is retried, then the playlist, and the line goes', async () => {
    const { redirect } = openWith('/playlists/pl-1', {
      handlers: [http.post('*/graphql', () => new HttpResponse(null, { status: 503 }), { once: true })],
    });
    expect(await screen.findByText('Reconnecting…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Friday warm-ups' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Reconnecting…')).toBeNull());
    expect(localStorage.getItem(sessionKeys.token)).toBe('test-token');
    expect(redirect).not.toHaveBeenCalled();
  });

  it('still signs the teacher out on a 401', async () => {
    const { redirect } = openWith('/playlists/pl-1', {
      handlers: [
        http.post('*/graphql', () =>
          HttpResponse.json({ error: { status: 401, message: 'Missing or invalid credentials' } }, { status: 401 }),
        ),
      ],
    });
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/'));
    expect(localStorage.getItem(sessionKeys.token)).toBeNull();
  });
});

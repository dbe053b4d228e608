import { ApolloProvider } from '@apollo/client/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../../lib/apolloClient';
import { server } from '../../test/server';
import { AddToPlaylistButton, ADD_FAILED, type PlaylistItemInput } from './AddToPlaylist';

const echoSong: PlaylistItemInput = {
  kind: 'activity',
  title: 'The Echo Song',
  itemId: 'act-echo',
  contextPath: '/primary/music-foundations/unit/u1/lesson/l1/activity/act-echo',
};

const audiences = [
  { __typename: 'Audience', documentId: 'aud-primary', title: 'Primary', slug: 'primary' },
  { __typename: 'Audience', documentId: 'aud-send', title: 'SEND', slug: 'send' },
];

function playlistsAnswer(playlists: { documentId: string; title: string }[]) {
  return graphql.query('Playlists', () =>
    HttpResponse.json({
      data: {
        playlists: playlists.map((playlist) => ({
          __typename: 'Playlist',
          ...playlist,
          audience: null,
          playlist_item: [],
        })),
        audiences,
        playlistPage: null,
      },
    }),
  );
}

function renderButton(item = echoSong) {
  const client = createApolloClient();
  render(
    <ApolloProvider client={client}>
      <MemoryRouter>
        <AddToPlaylistButton item={item} />
      </MemoryRouter>
    </ApolloProvider>,
  );
}

describe('adding to a playlist (SPEC §4 Playlist dialog, §5)', () => {
  it('creates a playlist filed under the first audience, with the item and where it came from', async () => {
    const created: unknown[] = [];
    server.use(
      playlistsAnswer([]),
      graphql.mutation('CreatePlaylist', ({ variables }) => {
        created.push(variables);
        return HttpResponse.json({
          data: { createPlaylist: { __typename: 'Playlist', documentId: 'pl-new', title: 'Year 3' } },
        });
      }),
    );
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Add to playlist' }));
    await user.type(await screen.findByLabelText('Playlist name'), 'Year 3');
    await user.click(screen.getByRole('button', { name: 'Add activity' }));

    expect(await screen.findByText(/‘The Echo Song’ was added to your new playlist ‘Year 3’/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View playlist' })).toHaveAttribute('href', '/playlists/pl-new');
    expect(created).toEqual([
      {
        data: {
          title: 'Year 3',
          audience: 'aud-primary',
          playlist_item: [
            {
              __typename: 'ComponentPlaylistActivityItem',
              title: 'The Echo Song',
              item: 'act-echo',
              context_path: echoSong.contextPath,
              playlist_order: 1,
            },
          ],
        },
      },
    ]);
  });

  it('appends to the chosen playlist after what it already holds', async () => {
    const updates: unknown[] = [];
    server.use(
      playlistsAnswer([{ documentId: 'pl-1', title: 'Monday warm-ups' }]),
      graphql.query('Playlist', () =>
        HttpResponse.json({
          data: {
            playlist: {
              __typename: 'Playlist',
              documentId: 'pl-1',
              title: 'Monday warm-ups',
              audience: null,
              playlist_item: [
                {
                  __typename: 'ComponentPlaylistAudioItem',
                  id: '1',
                  title: 'March',
                  context_path: null,
                  playlist_order: 1,
                  item: {
                    __typename: 'UploadFile',
                    documentId: 'f-march',
                    url: '/u/m.wav',
                    name: 'm.wav',
                    ext: '.wav',
                    mime: 'audio/wav',
                    caption: null,
                  },
                },
                // Its activity was deleted since: dropped rather than sent back.
                {
                  __typename: 'ComponentPlaylistActivityItem',
                  id: '2',
                  title: 'Gone',
                  context_path: '/x',
                  playlist_order: 2,
                  item: null,
                },
              ],
            },
            audiences,
          },
        }),
      ),
      graphql.mutation('UpdatePlaylist', ({ variables }) => {
        updates.push(variables);
        return HttpResponse.json({
          data: { updatePlaylist: { __typename: 'Playlist', documentId: 'pl-1', title: 'Monday warm-ups' } },
        });
      }),
    );
    const user = userEvent.setup();
    renderButton({ kind: 'audio', title: 'Echo Song: full', itemId: 'f-echo', contextPath: '/audiolibrary/page/p1' });
    await user.click(screen.getByRole('button', { name: /^Add to a playlist/ }));
    await user.selectOptions(await screen.findByLabelText('Select a playlist'), 'pl-1');
    await user.click(screen.getByRole('button', { name: 'Add audio' }));

    expect(await screen.findByText(/was added to your playlist ‘Monday warm-ups’/)).toBeInTheDocument();
    expect(updates).toEqual([
      {
        playlistId: 'pl-1',
        data: {
          playlist_item: [
            {
              __typename: 'ComponentPlaylistAudioItem',
              title: 'March',
              item: 'f-march',
              context_path: null,
              playlist_order: 1,
            },
            {
              __typename: 'ComponentPlaylistAudioItem',
              title: 'Echo Song: full',
              item: 'f-echo',
              context_path: '/audiolibrary/page/p1',
              playlist_order: 2,
            },
          ],
        },
      },
    ]);
  });

  it('says so plainly when the CMS refuses, and the dialog has closed', async () => {
    server.use(
      playlistsAnswer([]),
      graphql.mutation('CreatePlaylist', () => HttpResponse.json({ errors: [{ message: 'Forbidden access' }] })),
    );
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Add to playlist' }));
    await user.type(await screen.findByLabelText('Playlist name'), 'Year 3');
    await user.click(screen.getByRole('button', { name: 'Add activity' }));
    expect(await screen.findByText(ADD_FAILED)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

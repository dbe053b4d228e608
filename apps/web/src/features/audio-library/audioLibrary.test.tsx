import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { audioCollection, audioLibraryIndex, audioPageData, primaryProgramme } from '../../test/curriculum';
import { hrefOf, logIn, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';

const programmeLibrary = audioLibraryIndex(
  'alib-1',
  'Music Foundations Audio Library',
  [
    { documentId: 'p-warm', title: 'Warm-up Tracks', recordings: 2 },
    { documentId: 'p-echo', title: 'The Echo Song', recordings: 1 },
  ],
  [
    { documentId: 'c-songs', title: 'Songs for Singing', pages: ['p-echo', 'p-warm'] },
    { documentId: 'c-empty', title: 'Nothing yet', pages: [] },
  ],
);

const pageCard = (index: number) => ({
  __typename: 'AudioLibraryPageCard',
  ids: `p-${index}`,
  title: `Recording ${index}`,
  recordingCount: 1,
});

function cardPage<Card>(cards: Card[], start: number, total: number) {
  return { __typename: 'AudioLibraryPageCards', cards, start, total };
}

/** The first page of the server-merged audience library (`audioLibraryIndex`). */
function libraryIndex(
  pages: ReturnType<typeof pageCard>[],
  collections: { ids: string; title: string; blurb: string | null; songCount: number }[],
  pagesTotal = pages.length,
) {
  return {
    __typename: 'AudioLibraryIndex',
    pages: cardPage(pages, 0, pagesTotal),
    collections: {
      __typename: 'AudioLibraryCollectionCards',
      cards: collections.map((card) => ({ __typename: 'AudioLibraryCollectionCard', ...card })),
      start: 0,
      total: collections.length,
    },
  };
}

describe('audio library (SPEC §2, §5)', () => {
  it("shows a programme's pages ('N recordings') and collections ('N songs'), linking inside the programme", async () => {
    logIn();
    server.use(
      graphql.query('AudioLibrary', () =>
        HttpResponse.json({ data: { audioLibrary: programmeLibrary, programmes: [primaryProgramme] } }),
      ),
    );
    renderApp('/primary/music-foundations/audio/alib-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Music Foundations Audio Library' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 recordings')).toBeInTheDocument();
    expect(screen.getByText('1 recording')).toBeInTheDocument();
    expect(screen.getByText('2 songs')).toBeInTheDocument();
    expect(screen.queryByText('Nothing yet')).toBeNull();
    const collections = screen.getByRole('region', { name: 'Collections' });
    expect(hrefOf(/^Explore/, collections)).toBe('/primary/music-foundations/audio/alib-1/collection/c-songs');
    const pages = screen.getByRole('region', { name: 'Recordings' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/primary/music-foundations/audio/alib-1/p-warm', '/primary/music-foundations/audio/alib-1/p-echo']);
  });

  it("shows the audience's cards as the server merged them, with comma-joined ids in the links", async () => {
    logIn();
    let variables: Record<string, unknown> = {};
    server.use(
      graphql.query('AudioLibraries', (request) => {
        variables = request.variables;
        return HttpResponse.json({
          data: {
            audioLibraryIndex: libraryIndex(
              [
                {
                  __typename: 'AudioLibraryPageCard',
                  ids: 'p-warm,p-warm-2',
                  title: 'Warm-up Tracks',
                  recordingCount: 5,
                },
                pageCard(1),
              ],
              [{ ids: 'c-songs,c-songs-2', title: 'Songs for Singing', blurb: null, songCount: 3 }],
            ),
            audiences: [
              {
                __typename: 'Audience',
                documentId: 'aud-primary',
                title: 'Primary',
                audio_library_intro: 'All our recordings.',
              },
            ],
          },
        });
      }),
    );
    renderApp('/primary/audiolibrary');
    expect(await screen.findByText('All our recordings.')).toBeInTheDocument();
    expect(variables).toEqual({ audienceSlug: 'primary', everyAudience: false });
    expect(screen.getByText('5 recordings')).toBeInTheDocument();
    expect(screen.getByText('3 songs')).toBeInTheDocument();
    const collections = screen.getByRole('region', { name: 'Collections' });
    expect(within(collections).getByRole('link')).toHaveAttribute(
      'href',
      '/primary/audiolibrary/collection/c-songs,c-songs-2',
    );
    const pages = screen.getByRole('region', { name: 'Recordings' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/primary/audiolibrary/page/p-warm,p-warm-2', '/primary/audiolibrary/page/p-1']);
    // Everything fits on the first page: no count and no 'Show more'.
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("'Show more' appends the next recordings, announces the count and moves focus to the first new card", async () => {
    logIn();
    const asked: Record<string, unknown>[] = [];
    server.use(
      graphql.query('AudioLibraries', () =>
        HttpResponse.json({
          data: {
            audioLibraryIndex: libraryIndex(
              Array.from({ length: 24 }, (_, index) => pageCard(index)),
              [],
              30,
            ),
          },
        }),
      ),
      graphql.query('MoreAudioLibraryPages', (request) => {
        asked.push(request.variables);
        const start = request.variables.start as number;
        return HttpResponse.json({
          data: {
            audioLibraryIndex: {
              __typename: 'AudioLibraryIndex',
              pages: cardPage(
                Array.from({ length: 30 - start }, (_, index) => pageCard(start + index)),
                start,
                30,
              ),
            },
          },
        });
      }),
    );
    renderApp('/audiolibrary');
    const pages = await screen.findByRole('region', { name: 'Recordings' });
    expect(within(pages).getAllByRole('link')).toHaveLength(24);
    expect(within(pages).getByRole('status')).toHaveTextContent('Showing 24 of 30 recordings');

    const showMore = within(pages).getByRole('button', { name: 'Show more recordings' });
    showMore.focus();
    await userEvent.keyboard('{Enter}');

    expect(await within(pages).findByText('Showing 30 of 30 recordings')).toBeInTheDocument();
    const links = within(pages).getAllByRole('link');
    expect(links).toHaveLength(30);
    expect(links[24]).toHaveTextContent('Explore Recording 24');
    expect(links[24]).toHaveFocus();
    expect(within(pages).queryByRole('button', { name: /Show more/ })).toBeNull();
    expect(asked).toEqual([{ audienceSlug: null, start: 24 }]);
    expect(links[24]).toHaveAttribute('href', '/audiolibrary/page/p-24');
  });

  it("shows a collection's pages, 'Next:' and its score download (caption, else 'Download score (PDF)')", async () => {
    logIn();
    server.use(
      graphql.query('AudioPageContainer', () =>
        HttpResponse.json({
          data: {
            audioLibrary: {
              __typename: 'AudioLibrary',
              documentId: 'alib-1',
              title: 'Music Foundations Audio Library',
              audio_page_container: [
                audioCollection(
                  'c-songs',
                  'Songs for Singing',
                  [
                    { documentId: 'p-echo', title: 'The Echo Song', recordings: 1 },
                    { documentId: 'p-warm', title: 'Warm-up Tracks', recordings: 2 },
                  ],
                  null,
                ),
                audioCollection(
                  'c-listen',
                  'Listening Corner',
                  [{ documentId: 'p-high', title: 'High and Low', recordings: 2 }],
                  'Ode to Joy: full score',
                ),
              ],
            },
            programmes: [primaryProgramme],
          },
        }),
      ),
    );
    const { router } = renderApp('/primary/music-foundations/audio/alib-1/collection/c-songs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Songs for Singing' })).toBeInTheDocument();
    expect(screen.getByText('1 recording')).toBeInTheDocument();
    expect(screen.getByText('2 recordings')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Explore/ }).map((link) => link.getAttribute('href'))).toEqual([
      '/primary/music-foundations/audio/alib-1/p-echo',
      '/primary/music-foundations/audio/alib-1/p-warm',
    ]);
    expect(hrefOf(/Download score \(PDF\)/)).toBe('/documents/score-c-songs');

    fireEvent.click(screen.getByRole('link', { name: 'Next: Listening Corner' }));
    expect(router.state.location.pathname).toBe('/primary/music-foundations/audio/alib-1/collection/c-listen');
    expect(await screen.findByRole('link', { name: /Ode to Joy: full score/ })).toHaveAttribute(
      'href',
      '/documents/score-c-listen',
    );
    expect(screen.queryByRole('link', { name: /^Next:/ })).toBeNull();
  });

  it("plays an audio page's excerpts, offers 'Add to a playlist' and links its score", async () => {
    logIn();
    server.use(
      graphql.query('AudioPage', () =>
        HttpResponse.json({
          data: {
            audioPage: audioPageData('p-echo', 'The Echo Song'),
            audioLibrary: {
              __typename: 'AudioLibrary',
              documentId: 'alib-1',
              title: 'Music Foundations Audio Library',
            },
            programmes: [primaryProgramme],
          },
        }),
      ),
    );
    renderApp('/primary/music-foundations/audio/alib-1/p-echo');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Echo Song' })).toBeInTheDocument();
    const player = screen.getByRole('group', { name: 'The Echo Song: full performance' });
    expect(player.querySelector('audio')).toHaveAttribute('src', '/uploads/p-echo.wav');
    expect(screen.getByText('Sing along.')).toBeInTheDocument();
    expect(hrefOf(/Download score \(PDF\)/)).toBe('/documents/score-p-echo');
    const trail = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(hrefOf('Music Foundations Audio Library', trail)).toBe('/primary/music-foundations/audio/alib-1');
    fireEvent.click(screen.getByRole('button', { name: /^Add to a playlist/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Add audio' })).toBeDisabled();
  });

  it('combines same-title pages at /audiolibrary/page/{ids}', async () => {
    logIn();
    let variables: Record<string, unknown> = {};
    server.use(
      graphql.query('AudioPagesCombined', (request) => {
        variables = request.variables;
        return HttpResponse.json({
          data: {
            audioPages: [
              audioPageData('p-warm-2', 'Warm-up tracks', { Score: null }),
              audioPageData('p-warm', 'Warm-up Tracks', { Score: null }),
            ],
          },
        });
      }),
    );
    renderApp('/audiolibrary/page/p-warm,p-warm-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Warm-up Tracks' })).toBeInTheDocument();
    expect(variables).toEqual({ ids: ['p-warm', 'p-warm-2'] });
    expect(screen.getAllByRole('group').map((group) => group.getAttribute('aria-label'))).toEqual([
      'Warm-up Tracks: full performance',
      'Warm-up tracks: full performance',
    ]);
    expect(screen.queryByRole('link', { name: /score/i })).toBeNull();
  });

  it('shows the error panel when the library cannot be loaded', async () => {
    logIn();
    server.use(
      graphql.query('AudioLibraries', () =>
        HttpResponse.json({ data: null, errors: [{ message: 'The library is down' }] }),
      ),
    );
    renderApp('/audiolibrary');
    expect(await screen.findByText(/Oops! Seems like we played the wrong note/)).toBeInTheDocument();
    expect(screen.getByText('The library is down')).toBeInTheDocument();
  });
});

import type { ErrorLike } from '@apollo/client';
import type { ReactNode } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { Link, useParams } from 'react-router';
import { AddToPlaylistButton } from '../playlists';
import { AudioPlayer } from '../../components/AudioPlayer';
import { Breadcrumbs, type Crumb } from '../../components/Breadcrumbs';
import { LinkCard } from '../../components/LinkCard';
import { usePageTitle } from '../../components/PageTitle';
import { RichText } from '../../components/RichText';
import { documentHref } from '../../lib/documents';
import {
  audioLibraryCards,
  recordingsLabel,
  songsLabel,
  splitIds,
  type AudioCollectionCard,
  type AudioPageCard,
} from '../../lib/libraries';
import {
  audioLibrariesQuery,
  audioLibraryQuery,
  audioPageContainerQuery,
  audioPageContainersQuery,
  audioPagesCombinedQuery,
  audioPageQuery,
  moreAudioLibraryCollectionsQuery,
  moreAudioLibraryPagesQuery,
} from './api/audioLibrary';
import { audioCrumbs, toAudioPageView, toCollectionView, useAudioPlace, type AudioPlace } from './audioView';
import { useMoreCards } from './useMoreCards';
import { PageStatus } from '../../components/PageStatus';

/** SPEC §2: a score link reads its caption, else 'Download score (PDF)'. */
function ScoreLink({ score }: { score: { documentId: string; caption: string | null } }) {
  return (
    <a href={documentHref(score)} download className="btn btn-outline-primary">
      <span aria-hidden="true">⬇ </span>
      {score.caption || 'Download score (PDF)'}
    </a>
  );
}

/** A collection or audio page: crumbs, what it is and its title, its content, and the score beside it when it has one. */
function AudioEntryFrame({
  crumbs,
  kind,
  view,
  children,
}: {
  crumbs: Crumb[];
  kind?: string;
  view: { title: string; score: { documentId: string; caption: string | null } | null };
  children: ReactNode;
}) {
  return (
    <Container className="py-4">
      <Breadcrumbs crumbs={crumbs} />
      {kind && <p className="text-uppercase small mb-1">{kind}</p>}
      <h1>{view.title}</h1>
      <Row className="g-4">
        <Col lg={8}>{children}</Col>
        {view.score && (
          <Col lg={4}>
            <aside aria-label="Score">
              <ScoreLink score={view.score} />
            </aside>
          </Col>
        )}
      </Row>
    </Container>
  );
}

/** 'Show more' under a list shown a page at a time, with the count announced as it grows. */
function ShowMore({ list, noun }: { list: ReturnType<typeof useMoreCards<unknown>>; noun: string }) {
  if (list.total <= list.cards.length && list.firstNewIndex === null) return null;
  return (
    <div className="mt-3">
      <p role="status" aria-live="polite" className="text-body-secondary mb-2">
        Showing {list.cards.length} of {list.total} {noun}
      </p>
      {list.error && (
        <p className="text-danger">
          Could not load more {noun}: {list.error.message}
        </p>
      )}
      {list.hasMore && (
        <Button variant="outline-primary" onClick={() => void list.showMore()} disabled={list.loading}>
          {list.loading ? 'Loading…' : `Show more ${noun}`}
        </Button>
      )}
    </div>
  );
}

type PagedList<Card> = ReturnType<typeof useMoreCards<Card>>;
/** A collection card as the web merges it or as the server sends it (blurb may be left out). */
type CollectionCard = Omit<AudioCollectionCard, 'blurb'> & { blurb?: string | null };

/** The cards of a library index; `more` makes each list a page at a time (the audience level). */
function LibraryIndex({
  place,
  title,
  introduction,
  pages,
  collections,
  crumbTitles,
}: {
  place: AudioPlace;
  title: string;
  introduction: string | null | undefined;
  pages: AudioPageCard[] | PagedList<AudioPageCard>;
  collections: CollectionCard[] | PagedList<CollectionCard>;
  crumbTitles: { audience?: string | null; programme?: string | null };
}) {
  const pageCards = Array.isArray(pages) ? pages : pages.cards;
  const collectionCards = Array.isArray(collections) ? collections : collections.cards;
  const firstNew = <Item,>(list: Item[] | PagedList<Item>, index: number) =>
    !Array.isArray(list) && list.firstNewIndex === index ? list.firstNewRef : undefined;
  return (
    <Container className="py-4">
      <Breadcrumbs crumbs={audioCrumbs(place, crumbTitles, true)} />
      <p className="text-uppercase small mb-1">Audio Library</p>
      <h1>{title}</h1>
      <RichText markdown={introduction} className="mb-4" />
      {collectionCards.length > 0 && (
        <section aria-labelledby="audio-collections" className="mb-5">
          <h2 id="audio-collections">Collections</h2>
          <Row xs={1} md={2} xl={3} className="g-4">
            {collectionCards.map((collection, index) => (
              <Col key={collection.ids}>
                <LinkCard
                  title={collection.title}
                  action={{
                    to: place.collectionHref(collection.ids),
                    label: 'Explore',
                    linkRef: firstNew(collections, index),
                  }}
                >
                  {collection.blurb && <Card.Text>{collection.blurb}</Card.Text>}
                  <p className="text-body-secondary">{songsLabel(collection.songCount)}</p>
                </LinkCard>
              </Col>
            ))}
          </Row>
          {!Array.isArray(collections) && <ShowMore list={collections} noun="collections" />}
        </section>
      )}
      {pageCards.length > 0 && (
        <section aria-labelledby="audio-pages">
          <h2 id="audio-pages">Recordings</h2>
          <Row xs={1} md={2} xl={3} className="g-4">
            {pageCards.map((page, index) => (
              <Col key={page.ids}>
                <LinkCard
                  title={page.title}
                  action={{ to: place.pageHref(page.ids), label: 'Explore', linkRef: firstNew(pages, index) }}
                >
                  <p className="text-body-secondary">{recordingsLabel(page.recordingCount)}</p>
                </LinkCard>
              </Col>
            ))}
          </Row>
          {!Array.isArray(pages) && <ShowMore list={pages} noun="recordings" />}
        </section>
      )}
      {pageCards.length === 0 && collectionCards.length === 0 && <p>There are no recordings in this library yet.</p>}
    </Container>
  );
}

function ProgrammeAudioLibrary({ place }: { place: AudioPlace }) {
  const { data, loading, error } = useQuery(audioLibraryQuery, {
    variables: { id: place.library ?? '', programmeSlug: place.programme ?? '' },
  });
  const library = data?.audioLibrary;
  usePageTitle(library?.title ?? 'Audio Library');
  if (loading || error || !library) return <PageStatus loading={loading} error={error} />;
  const programme = data?.programmes.find(Boolean);
  return (
    <LibraryIndex
      place={place}
      title={library.title}
      introduction={library.introduction}
      {...audioLibraryCards([library], { mergeByTitle: false })}
      crumbTitles={{ audience: programme?.audience?.title, programme: programme?.title }}
    />
  );
}

/** The audience-level library: the server merges by title and hands out a page of each list at a time. */
function AudienceAudioLibrary({ place }: { place: AudioPlace }) {
  const client = useApolloClient();
  const audienceSlug = place.audience;
  const { data, loading, error } = useQuery(audioLibrariesQuery, {
    variables: { audienceSlug, everyAudience: !audienceSlug },
  });
  const index = data?.audioLibraryIndex;
  // Later pages stay in this screen's state: written to the cache, an `audioLibraryIndex` without an id would replace
  // the first page's and send the screen back to loading.
  const pages = useMoreCards<AudioPageCard>(index?.pages, async (start) => {
    const more = await client.query({
      query: moreAudioLibraryPagesQuery,
      variables: { audienceSlug, start },
      fetchPolicy: 'no-cache',
    });
    return more.data?.audioLibraryIndex.pages ?? { cards: [], total: start };
  });
  const collections = useMoreCards<CollectionCard>(index?.collections, async (start) => {
    const more = await client.query({
      query: moreAudioLibraryCollectionsQuery,
      variables: { audienceSlug, start },
      fetchPolicy: 'no-cache',
    });
    return more.data?.audioLibraryIndex.collections ?? { cards: [], total: start };
  });
  const audience = data?.audiences?.find(Boolean);
  usePageTitle(audience ? `${audience.title} Audio Library` : 'Audio Library');
  if (loading || error || (place.audience && !audience)) return <PageStatus loading={loading} error={error} />;
  return (
    <LibraryIndex
      place={place}
      title="Audio Library"
      introduction={audience?.audio_library_intro}
      pages={pages}
      collections={collections}
      crumbTitles={{ audience: audience?.title }}
    />
  );
}

/** SPEC §2 Audio library: pages ('N recordings') and collections ('N songs'); the audience level merges by title. */
export function AudioLibraryPage() {
  const place = useAudioPlace();
  return place.library ? (
    <ProgrammeAudioLibrary place={place} />
  ) : (
    <AudienceAudioLibrary key={place.indexHref} place={place} />
  );
}

type ProgrammeLevelData = {
  programmes: readonly ({ title: string; audience?: { title: string } | null } | null)[];
  audioLibrary?: { title: string } | null;
};

/**
 * A collection or page asks its programme's library (with the programme and library titles for the crumbs), or the
 * audience level; whichever this place asks is the answer shown.
 */
function placeAnswer<V>(
  inProgramme: boolean,
  programmeResult: { loading: boolean; error?: ErrorLike; data?: ProgrammeLevelData },
  audienceResult: { loading: boolean; error?: ErrorLike; data?: unknown },
  toView: () => V,
  audienceTitle?: string,
) {
  const result = inProgramme ? programmeResult : audienceResult;
  const programme = programmeResult.data?.programmes.find(Boolean);
  return {
    loading: result.loading,
    error: result.error,
    view: result.data ? toView() : null,
    crumbTitles: {
      audience: programme?.audience?.title ?? audienceTitle,
      programme: programme?.title,
      library: programmeResult.data?.audioLibrary?.title,
    },
  };
}

function useCollection(place: AudioPlace, ids: string[]) {
  const inProgramme = Boolean(place.library);
  const programmeResult = useQuery(audioPageContainerQuery, {
    variables: { libraryId: place.library ?? '', programmeSlug: place.programme ?? '' },
    skip: !inProgramme,
  });
  const audienceResult = useQuery(audioPageContainersQuery, {
    variables: { audienceSlug: place.audience ?? '', everyAudience: !place.audience },
    skip: inProgramme,
  });
  const libraries = inProgramme
    ? [programmeResult.data?.audioLibrary]
    : (audienceResult.data?.audienceLibraries ?? audienceResult.data?.everyLibrary ?? []);
  return placeAnswer(
    inProgramme,
    programmeResult,
    audienceResult,
    () => toCollectionView(libraries, ids, !inProgramme),
    audienceResult.data?.audiences?.find(Boolean)?.title,
  );
}

/** SPEC §2 Audio collection: page cards ('{n} recordings', 'Explore'), 'Next: {title}', the score download. */
export function AudioCollectionPage() {
  const place = useAudioPlace();
  const ids = splitIds(useParams().container);
  const { loading, error, view, crumbTitles } = useCollection(place, ids);
  usePageTitle(view?.title);

  if (loading || error || !view) return <PageStatus loading={loading} error={error} />;

  return (
    <AudioEntryFrame crumbs={audioCrumbs(place, crumbTitles, false)} kind="Collection" view={view}>
      {view.blurb && <p className="lead">{view.blurb}</p>}
      <Row xs={1} md={2} className="g-4">
        {view.pages.map((page) => (
          <Col key={page.documentId}>
            <LinkCard
              title={page.title}
              headingLevel="h2"
              action={{ to: place.pageHref(page.documentId), label: 'Explore' }}
            >
              <p className="text-body-secondary">{recordingsLabel(page.recordingCount)}</p>
            </LinkCard>
          </Col>
        ))}
      </Row>
      {view.next && (
        <p className="mt-4">
          <Link to={place.collectionHref(view.next.ids)} className="btn btn-outline-primary">
            Next: {view.next.title}
          </Link>
        </p>
      )}
    </AudioEntryFrame>
  );
}

function useAudioPage(place: AudioPlace, ids: string[]) {
  const inProgramme = Boolean(place.library);
  const programmeResult = useQuery(audioPageQuery, {
    variables: { id: ids[0] ?? '', libraryId: place.library ?? '', programmeSlug: place.programme ?? '' },
    skip: !inProgramme || ids.length === 0,
  });
  const combinedResult = useQuery(audioPagesCombinedQuery, { variables: { ids }, skip: inProgramme || !ids.length });
  const pages = inProgramme ? [programmeResult.data?.audioPage] : (combinedResult.data?.audioPages ?? []);
  return placeAnswer(inProgramme, programmeResult, combinedResult, () => toAudioPageView(pages, ids));
}

/** SPEC §2 Audio page: excerpts with a player, summary and 'Add to a playlist'; the score PDF. */
export function AudioPage() {
  const place = useAudioPlace();
  const ids = splitIds(useParams().page);
  const { loading, error, view, crumbTitles } = useAudioPage(place, ids);
  usePageTitle(view?.title);

  if (loading || error || !view) return <PageStatus loading={loading} error={error} />;
  const contextPath = place.pageHref(ids.join(','));

  return (
    <AudioEntryFrame crumbs={audioCrumbs(place, crumbTitles, false)} view={view}>
      {view.introductions.map((introduction, index) => (
        <RichText key={index} markdown={introduction} className="mb-3" />
      ))}
      {view.excerpts.map((excerpt) => (
        <section key={excerpt.id} className="audio-excerpt border-top pt-3 mt-3" aria-label={excerpt.title}>
          <h2 className="h5">{excerpt.title}</h2>
          {excerpt.file ? (
            <AudioPlayer src={excerpt.file.url} title={excerpt.title} className="mb-2" />
          ) : (
            <p className="text-body-secondary">This recording is not available.</p>
          )}
          <RichText markdown={excerpt.summary} />
          {excerpt.file && (
            <AddToPlaylistButton
              item={{ kind: 'audio', title: excerpt.title, itemId: excerpt.file.documentId, contextPath }}
            />
          )}
        </section>
      ))}
    </AudioEntryFrame>
  );
}

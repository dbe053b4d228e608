import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { LinkCard } from '../../../components/LinkCard';
import { RichText } from '../../../components/RichText';
import { recordingsLabel, songsLabel, type AudioCollectionCard, type AudioPageCard } from '../../../lib/libraries';
import { audioCrumbs, type AudioPlace } from '../audioView';
import type { useMoreCards } from '../useMoreCards';

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
export type CollectionCard = Omit<AudioCollectionCard, 'blurb'> & { blurb?: string | null };

/** The cards of a library index; `more` makes each list a page at a time (the audience level). */
export function LibraryIndex({
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

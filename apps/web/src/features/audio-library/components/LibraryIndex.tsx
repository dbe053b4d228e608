import type { ReactNode, Ref } from 'react';
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
  return (
    <Container className="py-4">
      <Breadcrumbs crumbs={audioCrumbs(place, crumbTitles, true)} />
      <p className="text-uppercase small mb-1">Audio Library</p>
      <h1>{title}</h1>
      <RichText markdown={introduction} className="mb-4" />
      <CardSection id="audio-collections" heading="Collections" className="mb-5" list={collections} noun="collections">
        {(collection, linkRef) => (
          <LinkCard
            title={collection.title}
            action={{ to: place.collectionHref(collection.ids), label: 'Explore', linkRef }}
          >
            {collection.blurb && <Card.Text>{collection.blurb}</Card.Text>}
            <p className="text-body-secondary">{songsLabel(collection.songCount)}</p>
          </LinkCard>
        )}
      </CardSection>
      <CardSection id="audio-pages" heading="Recordings" list={pages} noun="recordings">
        {(page, linkRef) => (
          <LinkCard title={page.title} action={{ to: place.pageHref(page.ids), label: 'Explore', linkRef }}>
            <p className="text-body-secondary">{recordingsLabel(page.recordingCount)}</p>
          </LinkCard>
        )}
      </CardSection>
      {pageCards.length === 0 && collectionCards.length === 0 && <p>There are no recordings in this library yet.</p>}
    </Container>
  );
}

/** Cards under a heading, none when empty; a paged list adds 'Show more' and `linkRef` marks its first new card. */
function CardSection<Item extends { ids: string }>({
  id,
  heading,
  className,
  list,
  noun,
  children,
}: {
  id: string;
  heading: string;
  className?: string;
  list: Item[] | PagedList<Item>;
  noun: string;
  children: (item: Item, linkRef: Ref<HTMLAnchorElement> | undefined) => ReactNode;
}) {
  const cards = Array.isArray(list) ? list : list.cards;
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id}>{heading}</h2>
      <Row xs={1} md={2} xl={3} className="g-4">
        {cards.map((item, index) => (
          <Col key={item.ids}>
            {children(item, !Array.isArray(list) && list.firstNewIndex === index ? list.firstNewRef : undefined)}
          </Col>
        ))}
      </Row>
      {!Array.isArray(list) && <ShowMore list={list} noun={noun} />}
    </section>
  );
}

import { useQuery } from '@apollo/client/react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { useParams } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { LinkCard } from '../../components/LinkCard';
import { usePageTitle } from '../../components/PageTitle';
import { RichText } from '../../components/RichText';
import { ThemeBanner } from '../../components/ThemeBanner';
import { CARD_IMAGE_SIZES, ResponsiveImage } from '../../components/ResponsiveImage';
import { toImageView } from '../../lib/media';
import { themeColours } from '../../lib/theme';
import { liveProgrammeQuery } from './api/live';
import { PageStatus } from '../../components/PageStatus';

interface LiveCard {
  documentId: string;
  slug: string;
  title: string;
  blurb?: string | null;
  thumbnail_images: ({ url: string; alternativeText?: string | null; formats?: unknown } | null)[];
}

/** SPEC-GUIDE §2 Live programme: banner, main text, quotations, performances and productions ('More info'). */
export function LiveProgrammePage() {
  const slug = useParams().liveprogramme ?? '';
  const { data, loading, error } = useQuery(liveProgrammeQuery, { variables: { slug } });
  const programme = data?.liveProgrammes.find(Boolean);
  usePageTitle(programme?.title, {
    description: programme?.subtitle || programme?.main_text,
    image: toImageView(programme?.theme?.main_banner_image, 'large')?.url,
  });

  if (loading || error || !programme) return <PageStatus loading={loading} error={error} />;
  const performances = programme.live_performances.flatMap((item) => (item ? [item] : []));
  const productions = programme.live_productions.flatMap((item) => (item ? [item] : []));
  return (
    <>
      <ThemeBanner
        colours={themeColours(programme.theme?.css)}
        image={toImageView(programme.theme?.main_banner_image, 'large')}
      >
        <h1>{programme.title}</h1>
        {programme.subtitle && <p className="lead mb-0">{programme.subtitle}</p>}
      </ThemeBanner>
      <Container className="py-4">
        <Breadcrumbs labels={{ liveprogramme: programme.title }} />
        <RichText markdown={programme.main_text} className="mb-4" />
        {(programme.quotation ?? []).map(
          (quote) =>
            quote?.quotation && (
              <figure key={quote.id} className="live-quotation border-start border-4 ps-3 my-4">
                <blockquote className="blockquote">
                  <p>{quote.quotation}</p>
                </blockquote>
                {quote.attribution && <figcaption className="blockquote-footer mb-0">{quote.attribution}</figcaption>}
              </figure>
            ),
        )}
        <LiveCards
          id="performances"
          heading={programme.performances_heading || 'Performances'}
          cards={performances}
          base={`/live/${programme.slug}`}
        />
        <LiveCards
          id="productions"
          heading={programme.productions_heading || 'Productions'}
          cards={productions}
          base={`/live/${programme.slug}`}
        />
      </Container>
    </>
  );
}

function LiveCards({ id, heading, cards, base }: { id: string; heading: string; cards: LiveCard[]; base: string }) {
  if (!cards.length) return null;
  return (
    <section aria-labelledby={`live-${id}`} className="mt-5">
      <h2 id={`live-${id}`}>{heading}</h2>
      <Row xs={1} md={2} xl={3} className="g-4">
        {cards.map((card) => {
          const image = toImageView(card.thumbnail_images.find(Boolean), 'small');
          return (
            <Col key={card.documentId}>
              <LinkCard
                title={card.title}
                image={
                  image && <ResponsiveImage image={image} sizes={CARD_IMAGE_SIZES} className="card-img-top h-auto" />
                }
                action={{ to: `${base}/${card.slug}`, label: 'More info', context: `about ${card.title}` }}
              >
                {card.blurb && <Card.Text>{card.blurb}</Card.Text>}
              </LinkCard>
            </Col>
          );
        })}
      </Row>
    </section>
  );
}

import { useQuery } from '@apollo/client/react';
import { CalendarDays, MapPin } from '../../components/icons';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { DocumentList } from '../../components/DocumentList';
import { LinkCard } from '../../components/LinkCard';
import { usePageTitle } from '../../components/PageTitle';
import { RichText } from '../../components/RichText';
import { CARD_IMAGE_SIZES, ResponsiveImage } from '../../components/ResponsiveImage';
import { toImageView } from '../../lib/media';
import { cpdQuery } from './api/cpd';
import { longDate, toCpdListings } from './cpdView';
import { PageStatus } from '../../components/PageStatus';

/** SPEC-GUIDE §2 CPD: body, downloads, live events and video sessions; the detail pages need a signed-in teacher. */
export function CpdPage() {
  const { data, loading, error } = useQuery(cpdQuery);
  const cpd = data?.cpd;
  usePageTitle(cpd?.title ?? 'CPD');

  if (loading || error || !cpd) return <PageStatus loading={loading} error={error} />;
  const { events, sessions } = toCpdListings(cpd);
  return (
    <Container className="py-5">
      <h1>{cpd.title}</h1>
      <RichText markdown={cpd.body_content} className="mb-4" />
      <DocumentList documents={cpd.documents} heading="Downloads to support your delivery" />

      {events.length > 0 && (
        <section aria-labelledby="cpd-live-events" className="mb-5">
          <h2 id="cpd-live-events">{cpd.live_events_heading || 'Live events'}</h2>
          <Row xs={1} md={2} xl={3} className="g-4">
            {events.map((event) => {
              const image = toImageView(event.main_image, 'small');
              return (
                <Col key={event.documentId}>
                  <LinkCard
                    title={event.title}
                    image={image && <ResponsiveImage image={image} sizes={CARD_IMAGE_SIZES} className="card-img-top" />}
                    action={{
                      to: `/cpd/live-event/${event.slug}`,
                      label: 'Learn more',
                      context: `about ${event.title}`,
                      guarded: true,
                    }}
                  >
                    {longDate(event.event_date) && (
                      <p className="card-kicker mb-1">
                        <CalendarDays className="icon" size={16} />
                        {longDate(event.event_date)}
                      </p>
                    )}
                    {event.venue && (
                      <p className="d-flex align-items-center gap-1 mb-2">
                        <MapPin className="icon" size={16} />
                        {event.venue}
                      </p>
                    )}
                    {event.blurb && <Card.Text>{event.blurb}</Card.Text>}
                  </LinkCard>
                </Col>
              );
            })}
          </Row>
        </section>
      )}

      {sessions.length > 0 && (
        <section aria-labelledby="cpd-sessions">
          <h2 id="cpd-sessions">{cpd.video_sessions_title || 'Video sessions'}</h2>
          <Row xs={1} md={2} xl={3} className="g-4">
            {sessions.map((session) => {
              const image = toImageView(session.main_image, 'small');
              return (
                <Col key={session.documentId}>
                  <LinkCard
                    title={session.title}
                    image={image && <ResponsiveImage image={image} sizes={CARD_IMAGE_SIZES} className="card-img-top" />}
                    action={{
                      to: `/cpd/session/${session.slug}`,
                      label: 'Watch the session',
                      variant: 'outline-primary',
                      guarded: true,
                    }}
                  >
                    {session.blurb && <Card.Text>{session.blurb}</Card.Text>}
                  </LinkCard>
                </Col>
              );
            })}
          </Row>
        </section>
      )}
    </Container>
  );
}

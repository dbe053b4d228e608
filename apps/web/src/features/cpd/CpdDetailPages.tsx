import { useQuery } from '@apollo/client/react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { Link, useParams } from 'react-router';
import { DocumentList } from '../../components/DocumentList';
import { usePageTitle } from '../../components/PageTitle';
import { RichText } from '../../components/RichText';
import { VideoEmbed } from '../../components/VideoEmbed';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { toImageView } from '../../lib/media';

/** The event's picture fills the page's main column: two thirds of the container from lg on. */
const CPD_EVENT_IMAGE_SIZES = '(min-width: 1400px) 856px, (min-width: 1200px) 736px, (min-width: 992px) 616px, 100vw';
import { cpdLiveEventQuery, cpdSessionQuery } from './api/cpd';
import { longDate } from './cpdView';
import { PageStatus } from '../../components/PageStatus';

function BackToCpd() {
  return (
    <nav aria-label="Breadcrumb" className="mb-3">
      <Link to="/cpd">CPD</Link>
    </nav>
  );
}

/** SPEC-GUIDE §2 CPD live event page: title, date, image, text, 'Attend this session' box, 'Documents'. */
export function CpdLiveEventPage() {
  const slug = useParams().cpdLiveEvent ?? '';
  const { data, loading, error } = useQuery(cpdLiveEventQuery, { variables: { slug } });
  const event = data?.cpdLiveEvents.find(Boolean);
  usePageTitle(event?.title);

  if (loading || error || !event) return <PageStatus loading={loading} error={error} />;
  const image = toImageView(event.main_image, 'large');
  const session = event.session;
  return (
    <Container className="py-5">
      <BackToCpd />
      <h1>{event.title}</h1>
      {longDate(event.event_date) && <p className="lead">{longDate(event.event_date)}</p>}
      <Row className="g-5">
        <Col lg={8}>
          {image && (
            <ResponsiveImage image={image} sizes={CPD_EVENT_IMAGE_SIZES} className="img-fluid rounded mb-4" priority />
          )}
          <RichText markdown={event.main_text} />
        </Col>
        <Col lg={4}>
          {session && (
            <Card as="aside" aria-labelledby="attend-session" className="mb-4">
              <Card.Body>
                <Card.Title as="h2" id="attend-session" className="h5">
                  Attend this session
                </Card.Title>
                {session.title && <p className="fw-semibold">{session.title}</p>}
                <dl className="mb-3">
                  {longDate(session.session_date) && (
                    <>
                      <dt>Date</dt>
                      <dd>{longDate(session.session_date)}</dd>
                    </>
                  )}
                  {session.start_end_time && (
                    <>
                      <dt>Time</dt>
                      <dd>{session.start_end_time}</dd>
                    </>
                  )}
                  <dt>Where</dt>
                  <dd>{session.is_remote ? 'Online' : session.address_location || event.venue || 'To be confirmed'}</dd>
                </dl>
                <RichText markdown={session.additional_info} className="small" />
                {session.session_link && (
                  <a href={session.session_link} target="_blank" rel="noopener noreferrer" className="btn btn-primary">
                    {session.session_link_title || 'Join the session'}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                )}
              </Card.Body>
            </Card>
          )}
          <DocumentList documents={event.documents} heading="Documents" />
        </Col>
      </Row>
    </Container>
  );
}

/** SPEC-GUIDE §2 CPD session page: title, text, documents, embedded video. */
export function CpdSessionPage() {
  const slug = useParams().cpdSession ?? '';
  const { data, loading, error } = useQuery(cpdSessionQuery, { variables: { slug } });
  const session = data?.cpdSessions.find(Boolean);
  usePageTitle(session?.title);

  if (loading || error || !session) return <PageStatus loading={loading} error={error} />;
  return (
    <Container className="py-5">
      <BackToCpd />
      <h1>{session.title}</h1>
      <Row className="g-5">
        <Col lg={8}>
          {session.video != null && (
            <div className="mb-4">
              <VideoEmbed source={session.video} title={session.title} />
            </div>
          )}
          <RichText markdown={session.main_text} />
        </Col>
        <Col lg={4}>
          <DocumentList documents={session.documents} heading="Documents" />
        </Col>
      </Row>
    </Container>
  );
}

import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import { useParams } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { DocumentList } from '../../components/DocumentList';
import { LinkCard } from '../../components/LinkCard';
import { usePageTitle } from '../../components/PageTitle';
import { RichText } from '../../components/RichText';
import { ThemeBanner } from '../../components/ThemeBanner';
import { themeColours } from '../../lib/theme';
import { liveProductionQuery } from './api/live';
import { toLiveProductionView, type BookingView } from './liveView';
import { PageStatus } from '../../components/PageStatus';

/**
 * SPEC-GUIDE §2 Live production (/live/{programme}/{production}, login required): dates, venues, bookings, documents,
 * related activities and audio. A performance of the programme opens at the same address with what it has.
 */
export function LiveProductionPage() {
  const { liveprogramme = '', liveproduction = '' } = useParams();
  const { data, loading, error } = useQuery(liveProductionQuery, {
    variables: { slug: liveproduction, programmeSlug: liveprogramme },
  });
  const production = data?.liveProductions.find(Boolean);
  const performance = data?.livePerformances.find(Boolean);
  const view = toLiveProductionView(data);
  usePageTitle(view?.title);

  if (loading || error || !view) return <PageStatus loading={loading} error={error} />;
  const { title, programmeTitle, banner, bookings, active, dates, venues, activities, audioPages } = view;

  return (
    <>
      <ThemeBanner colours={themeColours(undefined)} image={banner}>
        <h1>{title}</h1>
      </ThemeBanner>
      <Container className="py-4">
        <Breadcrumbs labels={{ liveprogramme: programmeTitle ?? undefined }} />
        <Row className="g-5">
          <Col lg={8}>
            <RichText markdown={production?.main_text ?? performance?.blurb} />
          </Col>
          <Col lg={4}>
            <Card as="aside" aria-label="Dates and venues">
              <Card.Body>
                {dates && (
                  <>
                    <h2 className="h6 text-uppercase text-muted">Dates</h2>
                    <p className="text-prewrap">{dates}</p>
                  </>
                )}
                {venues && (
                  <>
                    <h2 className="h6 text-uppercase text-muted">Venues</h2>
                    <p className="text-prewrap">{venues}</p>
                  </>
                )}
                {production?.venues_link && (
                  <p>
                    <a href={production.venues_link} target="_blank" rel="noopener noreferrer">
                      {production.venues_link_label || 'See a full list of venues'}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  </p>
                )}
                {active && bookings.length > 0 && <BookTickets title={title} bookings={bookings} />}
              </Card.Body>
            </Card>
          </Col>
        </Row>

        <div className="mt-4">
          <DocumentList documents={production?.documents} />
        </div>

        {activities.length > 0 && (
          <section aria-labelledby="related-activities" className="mt-4">
            <h2 id="related-activities">{production?.explore_activities_title || 'Related activities'}</h2>
            <Row xs={1} md={2} xl={3} className="g-4">
              {activities.map((activity) => (
                <Col key={activity.documentId}>
                  <LinkCard
                    title={activity.title}
                    action={{ to: `/-/-/activity/-/-/${activity.documentId}`, label: 'View Activity' }}
                  >
                    {activity.type && <p className="text-muted small">{activity.type}</p>}
                  </LinkCard>
                </Col>
              ))}
            </Row>
          </section>
        )}

        {audioPages.length > 0 && (
          <section aria-labelledby="related-audio" className="mt-5">
            <h2 id="related-audio">Explore related audio</h2>
            <Row xs={1} md={2} xl={3} className="g-4">
              {audioPages.map((page) => (
                <Col key={page.documentId}>
                  <LinkCard
                    title={page.title}
                    action={{
                      to: `/audiolibrary/page/${page.documentId}`,
                      label: 'View Audio',
                      variant: 'outline-primary',
                    }}
                  />
                </Col>
              ))}
            </Row>
          </section>
        )}
      </Container>
    </>
  );
}

/** 'Book Tickets' opens the bookings, soonest first; a booking without a link is not bookable by the public. */
function BookTickets({ title, bookings }: { title: string; bookings: BookingView[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        Book Tickets
      </Button>
      <Modal show={open} onHide={() => setOpen(false)} aria-labelledby="bookings-title" centered>
        <Modal.Header closeButton>
          <Modal.Title id="bookings-title">Book tickets: {title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <ul className="list-unstyled mb-0">
            {bookings.map((booking) => (
              <li
                key={booking.key}
                className="booking d-flex flex-wrap justify-content-between gap-2 py-2 border-bottom"
              >
                <span>
                  <span className="fw-semibold d-block">{booking.date ?? 'Date to be confirmed'}</span>
                  {booking.venue}
                </span>
                {booking.link ? (
                  <a
                    href={booking.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="btn btn-sm btn-outline-primary align-self-center"
                  >
                    Book<span className="visually-hidden"> {booking.venue} (opens in a new tab)</span>
                  </a>
                ) : (
                  <span className="text-muted align-self-center">(Not available for public booking)</span>
                )}
              </li>
            ))}
          </ul>
        </Modal.Body>
      </Modal>
    </>
  );
}

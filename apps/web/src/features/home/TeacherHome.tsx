import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { useOnline } from '../../components/useOnline';
import { useSession } from '../../components/useSession';
import { hasActiveSubscription } from '../../lib/session';
import { listSaved, type SavedOffline } from '../offline';
import { teacherHomeQuery, type TeachingHistory } from './api/teacherHome';
import { teacherYearGroupsQuery } from './api/teacherYearGroups';
import type { HomeAudienceCard } from './homeView';
import { preloadTeachingHistory, useTeachingHistory } from './useTeachingHistory';
import { YourYearGroups } from './YourYearGroups';

/**
 * A teacher's home asks for what it shows with its code (the home route's loader, issue 44), instead of after the
 * home's content and this code have arrived: the year groups, and a subscriber's own things and history.
 */
export function preloadTeacherHome(client: ApolloClient): void {
  client.query({ query: teacherYearGroupsQuery }).catch(() => undefined);
  if (!hasActiveSubscription()) return;
  client.query({ query: teacherHomeQuery }).catch(() => undefined);
  preloadTeachingHistory();
}

/** The signed-in teacher's home (/): their place in the lesson they last taught, then their own things. */
export function TeacherHome({
  title,
  audiences,
  newAccount = false,
  teachingHistory,
}: {
  title: string;
  audiences: HomeAudienceCard[];
  /** An account just made (registered or invited): welcomed, not welcomed back. */
  newAccount?: boolean;
  /** The history the server rendered the home with (the home route's loader), if it did. */
  teachingHistory?: TeachingHistory | null;
}) {
  const { activeSubscriber, profile } = useSession();
  const name = profile?.first_name?.trim();
  const welcome = newAccount ? 'Welcome' : 'Welcome back';
  return (
    <Container className="py-4 teacher-home">
      <h1>{title}</h1>
      <p className="lead mb-4">{name ? `${welcome}, ${name}.` : `${welcome}.`}</p>
      {activeSubscriber ? <SubscriberHome rendered={teachingHistory} /> : <SubscribePrompt />}
      <YourYearGroups />
      <ExploreAudiences audiences={audiences} />
    </Container>
  );
}

/** A signed-in teacher without a subscription: what a subscription opens, instead of the visitors' sign-up offers. */
function SubscribePrompt() {
  return (
    <HomePanel id="home-subscribe" title="Subscribe to open every lesson" className="mb-5">
      <p>
        With a subscription you teach every lesson in lesson mode, pick up where you left off on any computer, make
        playlists and build your own units.
      </p>
      <Link to="/subscribe" className="btn btn-primary">
        Subscribe now
      </Link>
    </HomePanel>
  );
}

function SubscriberHome({ rendered }: { rendered?: TeachingHistory | null }) {
  const { history, error, loading } = useTeachingHistory(true, rendered);
  const own = useQuery(teacherHomeQuery);
  const saved = useSavedOffline();
  const playlists = own.data?.playlists.filter((entry) => entry !== null) ?? [];
  const units = own.data?.customSchemes.filter((entry) => entry !== null) ?? [];

  return (
    <>
      <ContinueTeaching history={history} loading={loading} error={error} />
      <Row xs={1} lg={2} className="g-4 mb-5">
        <HomeList id="home-recent" title="Recently opened lessons" empty="The lessons you open appear here.">
          {history?.recent.map((entry) => (
            <li key={entry.lesson.documentId} className="d-flex flex-wrap gap-2 align-items-center">
              <Link to={entry.href} className="me-auto">
                {entry.lesson.title}
              </Link>
              <Link to={`${entry.href}/slides`} className="btn btn-sm btn-outline-primary">
                Start lesson<span className="visually-hidden">: {entry.lesson.title}</span>
              </Link>
            </li>
          ))}
        </HomeList>
        <HomeList
          id="home-playlists"
          title="Your playlists"
          empty="Add activities and audio to a playlist to find them here."
          more={{ to: '/playlists', label: 'All your playlists' }}
        >
          {playlists.map((playlist) => (
            <li key={playlist.documentId} className="d-flex flex-wrap gap-2 align-items-center">
              <Link to={`/playlists/${playlist.documentId}`} className="me-auto">
                {playlist.title}
              </Link>
              <Link to={`/playlists/${playlist.documentId}/slides`} className="btn btn-sm btn-outline-primary">
                Play<span className="visually-hidden">: {playlist.title}</span>
              </Link>
            </li>
          ))}
        </HomeList>
        <HomeList
          id="home-units"
          title="Your custom units"
          empty="Units you build from a programme's strands appear here."
        >
          {units.map((unit) =>
            unit.audience && unit.programme ? (
              <li key={unit.documentId}>
                <Link to={`/${unit.audience.slug}/${unit.programme.slug}/custom-unit/${unit.documentId}`}>
                  {unit.title}
                </Link>{' '}
                <span className="text-body-secondary">({unit.programme.title})</span>
              </li>
            ) : null,
          )}
        </HomeList>
        <HomeList id="home-offline" title="Saved for offline" empty="Lessons you save for offline use appear here.">
          {saved.map((save) => (
            <li key={save.id}>
              <Link to={save.path!}>{save.title}</Link>{' '}
              <span className="text-body-secondary">({save.kind === 'playlist' ? 'playlist' : 'lesson'})</span>
            </li>
          ))}
        </HomeList>
      </Row>
    </>
  );
}

/** "Continue where you left off": one click back into lesson mode at the slide the teacher last showed. */
function ContinueTeaching({
  history,
  loading,
  error,
}: {
  history?: TeachingHistory;
  loading: boolean;
  error?: string;
}) {
  const last = history?.continue;
  const online = useOnline();
  return (
    <HomePanel id="home-continue" title="Continue where you left off" className="mb-4 border-primary">
      {loading && <p className="mb-0 text-body-secondary">Loading your last lesson…</p>}
      {error &&
        (online ? (
          <p className="mb-0">Your last lesson could not be loaded: {error}</p>
        ) : (
          <p className="mb-0">
            This device is offline: your last lesson shows here when it reconnects. The lessons saved on this device are
            below.
          </p>
        ))}
      {history && !last && (
        <p className="mb-0">When you teach a lesson in lesson mode, you can pick it up here on any computer.</p>
      )}
      {last && (
        <div className="d-flex flex-wrap gap-3 align-items-center">
          <div className="me-auto">
            <p className="h5 mb-1">{last.lesson.title}</p>
            <p className="mb-0 text-body-secondary">Slide {last.slide}</p>
          </div>
          <Link to={last.lessonHref} className="btn btn-outline-primary">
            Lesson overview<span className="visually-hidden">: {last.lesson.title}</span>
          </Link>
          <Link to={last.href} className="btn btn-primary btn-lg">
            Continue
            <span className="visually-hidden">
              : {last.lesson.title}, slide {last.slide}
            </span>
          </Link>
        </div>
      )}
    </HomePanel>
  );
}

/** A card across the page, named by its heading. */
function HomePanel({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`card ${className}`}>
      <div className="card-body">
        <h2 id={id} className="h4">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

function HomeList({
  id,
  title,
  empty,
  more,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  more?: { to: string; label: string };
  children?: ReactNode[];
}) {
  const items = (children ?? []).filter(Boolean);
  return (
    <Col as="section" aria-labelledby={id}>
      <Card className="h-100">
        <Card.Body>
          <h2 id={id} className="h5 d-flex align-items-center gap-2">
            {title}
          </h2>
          {items.length ? (
            <ul className="list-unstyled d-grid gap-2 mb-0">{items}</ul>
          ) : (
            <p className="mb-0">{empty}</p>
          )}
          {more && (
            <p className="mt-3 mb-0">
              <Link to={more.to}>{more.label}</Link>
            </p>
          )}
        </Card.Body>
      </Card>
    </Col>
  );
}

function ExploreAudiences({ audiences }: { audiences: HomeAudienceCard[] }) {
  if (audiences.length === 0) return null;
  return (
    <section aria-labelledby="home-explore">
      <h2 id="home-explore" className="h4">
        Find lessons
      </h2>
      <ul className="list-inline">
        {audiences.map((audience) => (
          <li key={audience.key} className="list-inline-item mb-2">
            <Link to={`/${audience.slug}`} className="btn btn-outline-primary">
              Explore {audience.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What this device holds for offline use (none where the browser cannot save). */
function useSavedOffline(): SavedOffline[] {
  const [saves, setSaves] = useState<SavedOffline[]>([]);
  useEffect(() => {
    let live = true;
    listSaved()
      .then((found) => live && setSaves(found.filter((save) => save.path)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return saves;
}

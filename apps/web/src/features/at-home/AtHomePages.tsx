import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { Link, useParams } from 'react-router';
import { LinkCard } from '../../components/LinkCard';
import { NotFoundPage } from '../../components/NotFoundPage';
import { usePageTitle } from '../../components/PageTitle';
import { RichText } from '../../components/RichText';
import { useAtHomeLibrary } from './useAtHomeLibrary';
import type { AtHomeActivity, AtHomeMedia } from './api/atHome';

function LinkProblem({ message }: { message: string }) {
  return (
    <Container className="py-5">
      <h1>Music at Home</h1>
      <Alert variant="warning">{message}</Alert>
    </Container>
  );
}

/** SPEC-GUIDE §2 At-home library: title, introduction, a card per activity ('Explore'). Families need no account. */
export function AtHomeLibraryPage() {
  const { library, error } = useAtHomeLibrary();
  usePageTitle(library?.title ?? 'Music at Home');
  if (!library) return <LinkProblem message={error} />;
  return (
    <Container className="py-5">
      <h1>{library.title}</h1>
      <RichText markdown={library.introduction} className="mb-4" />
      <Row xs={1} md={2} xl={3} className="g-4" as="ul" role="list" aria-label="Activities">
        {library.activities.map((activity) => (
          <Col key={activity.documentId} as="li" className="list-unstyled">
            <LinkCard
              title={activity.title}
              headingLevel="h2"
              action={{ to: activity.documentId, relative: 'path', label: 'Explore' }}
            >
              {activity.time && <p className="text-muted small">{activity.time}</p>}
            </LinkCard>
          </Col>
        ))}
      </Row>
    </Container>
  );
}

/**
 * SPEC-GUIDE §2 At-home activity: Back, title, content, previous/next in library order, sidebar with music, equipment,
 * downloads.
 */
export function AtHomeActivityPage() {
  const { activity: activityId = '' } = useParams();
  const { library, error } = useAtHomeLibrary();
  const index = library?.activities.findIndex((activity) => activity.documentId === activityId) ?? -1;
  const activity = index >= 0 ? library!.activities[index] : undefined;
  usePageTitle(activity?.title ?? 'Music at Home');
  if (!library) return <LinkProblem message={error} />;
  if (!activity) return <NotFoundPage />;
  const previous = library.activities[index - 1];
  const next = library.activities[index + 1];
  return (
    <Container className="py-5">
      <Link to=".." relative="path" className="d-inline-block mb-3">
        ← Back<span className="visually-hidden"> to {library.title}</span>
      </Link>
      <h1>{activity.title}</h1>
      <Row className="g-5">
        <Col lg={8}>
          <RichText markdown={activity.introduction} className="mb-4" />
          {activity.activity_at_home.map((block) => (
            <section key={block.id} className="mb-4" aria-label={block.title ?? undefined}>
              {block.title && <h2 className="h4">{block.title}</h2>}
              <RichText markdown={block.description} />
              {(block.media ?? []).map((media) => (
                <AtHomeMediaItem key={media.url} media={media} />
              ))}
            </section>
          ))}
          <nav aria-label="Activities" className="d-flex justify-content-between mt-5">
            {previous ? (
              <Link to={`../${previous.documentId}`} relative="path">
                Previous activity
              </Link>
            ) : (
              <span />
            )}
            {next ? (
              <Link to={`../${next.documentId}`} relative="path">
                Next activity
              </Link>
            ) : (
              <span />
            )}
          </nav>
        </Col>
        <Col lg={4} as="aside" aria-label="About this activity">
          <ActivitySidebar activity={activity} />
        </Col>
      </Row>
    </Container>
  );
}

function ActivitySidebar({ activity }: { activity: AtHomeActivity }) {
  const downloads = activity.activity_at_home_download.filter((download) => download.title && download.file?.url);
  return (
    <>
      {activity.time && <p className="fw-semibold">{activity.time}</p>}
      {activity.music && (
        <section className="mb-3">
          <h2 className="h5">Music</h2>
          <RichText markdown={activity.music} />
        </section>
      )}
      {activity.equipment && (
        <section className="mb-3">
          <h2 className="h5">Equipment</h2>
          <RichText markdown={activity.equipment} />
        </section>
      )}
      {downloads.length > 0 && (
        <section>
          <h2 className="h5">Downloads</h2>
          <ul className="list-unstyled">
            {downloads.map((download) => (
              <li key={download.id}>
                <a href={download.file!.url} download>
                  {download.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function AtHomeMediaItem({ media }: { media: AtHomeMedia }) {
  if (media.mime.startsWith('image/'))
    return <img src={media.url} alt={media.alternativeText ?? ''} className="img-fluid rounded mb-3" />;
  if (media.mime.startsWith('audio/')) {
    return (
      <div className="mb-3">
        {/* eslint-disable-next-line jsx-a11y/media-has-caption -- music recordings have no words to caption */}
        <audio controls preload="metadata" src={media.url} aria-label={media.caption || media.name} />
      </div>
    );
  }
  return (
    <p>
      <a href={media.url} download>
        {media.caption || media.name}
      </a>
    </p>
  );
}

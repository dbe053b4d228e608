import { useQuery } from '@apollo/client/react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { ContentLink } from '../../components/ContentLink';
import { ErrorPanel } from '../../components/ErrorPanel';
import { usePageTitle } from '../../components/PageTitle';
import { RichText } from '../../components/RichText';
import { Spinner } from '../../components/Spinner';
import { useSession } from '../../components/useSession';
import { themeStyle } from '../../lib/theme';
import { learningResourcesHomeQuery } from './api/learningResourcesHome';
import { toHomeView, type HomeView } from './homeView';
import { TeacherHome } from './TeacherHome';
import { WelcomeModal } from './WelcomeModal';

/** SPEC §2 Home: / and /welcome/{welcome} (with its welcome pop-up). */
export function HomePage() {
  usePageTitle();
  const { loggedIn } = useSession();
  const { data, loading, error } = useQuery(learningResourcesHomeQuery);
  if (loading) return <Spinner />;
  if (error) return <ErrorPanel error={error} />;
  const view = toHomeView(data);
  if (!view) return <ErrorPanel error={new Error('The home page has no content yet.')} />;
  return (
    <>
      {/* A signed-in teacher's home leads with their own teaching; visitors keep the spec's home. */}
      {loggedIn ? <TeacherHome title={view.title} audiences={view.audiences} /> : <HomeContent view={view} />}
      <WelcomeModal messages={view.welcomeMessages} />
    </>
  );
}

export function HomeContent({ view }: { view: HomeView }) {
  return (
    <Container className="py-4">
      <div className="mb-4">
        <h1>{view.title}</h1>
        {view.subtitle && <p className="lead">{view.subtitle}</p>}
        <RichText markdown={view.introduction} />
      </div>

      <section aria-labelledby="home-audiences" className="mb-5">
        <h2 id="home-audiences" className="visually-hidden">
          Audiences
        </h2>
        <Row xs={1} md={2} xl={4} className="g-4 list-unstyled" as="ul" role="list">
          {view.audiences.map((audience) => (
            <Col as="li" key={audience.key}>
              <Card className="h-100">
                <Card.Header as="h3" className="h4 py-3" style={themeStyle(audience.colours)}>
                  {audience.title}
                </Card.Header>
                <Card.Body className="d-flex flex-column">
                  {audience.subtitle && <Card.Text>{audience.subtitle}</Card.Text>}
                  <Link to={`/${audience.slug}`} className="btn btn-primary mt-auto align-self-start">
                    Explore {audience.title}
                  </Link>
                </Card.Body>
              </Card>
            </Col>
          ))}
        </Row>
      </section>

      {view.video && (
        <section aria-labelledby="home-video" className="mb-5">
          <h2 id="home-video">Introduction video</h2>
          <RichText markdown={view.video.introduction} />
          <a href={view.video.url}>Watch the introduction video</a>
        </section>
      )}

      {view.promoboxes.length > 0 && (
        <Row xs={1} md={2} className="g-4 list-unstyled" as="ul" role="list">
          {view.promoboxes.map((box) => (
            <Col as="li" key={box.key}>
              <Card className="h-100" as="section">
                <Card.Body>
                  {box.title && (
                    <Card.Title as="h2" className="h4">
                      {box.title}
                    </Card.Title>
                  )}
                  <RichText markdown={box.body} />
                  {box.link && (
                    <ContentLink href={box.link.href} className="btn btn-outline-primary">
                      {box.link.label}
                    </ContentLink>
                  )}
                </Card.Body>
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </Container>
  );
}

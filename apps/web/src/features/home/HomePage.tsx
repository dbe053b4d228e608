import { useQuery } from '@apollo/client/react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import {
  ArrowDown,
  ArrowRight,
  Download,
  Headphones,
  Megaphone,
  PlayCircle,
  Presentation,
  Sparkles,
} from '../../components/icons';
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { Link, useLoaderData } from 'react-router';
import { ContentLink } from '../../components/ContentLink';
import { ErrorPanel } from '../../components/ErrorPanel';
import { usePageTitle } from '../../components/PageTitle';
import { CARD_IMAGE_SIZES, ResponsiveImage } from '../../components/ResponsiveImage';
import { RichText } from '../../components/RichText';
import { PageSkeleton } from '../../components/Skeleton';
import { useOnline } from '../../components/useOnline';
import { useSession } from '../../components/useSession';
import { isUnavailable } from '../../lib/connection';
import { siteConfig } from '../../lib/siteConfig';
import { themeStyle, themeVariables } from '../../lib/theme';
import { learningResourcesHomeQuery } from './api/learningResourcesHome';
import type { HomeLoaderData } from './api/teacherHome';
import { toHomeView, type HomeView } from './homeView';
import { useNewAccount, WelcomeModal } from './WelcomeModal';

// A signed-in teacher's home (their teaching, offline lessons) is not part of the page visitors are sent. Loaded on
// demand, or before the home is rendered where a teacher may see it (the route's `lazy`, app/routes/publicRoutes.ts):
// a subscriber's home rendered on the server is then hydrated at once, not left waiting for this code while the page
// updates (React's error #421).
let loadedTeacherHome: (typeof import('./TeacherHome'))['TeacherHome'] | undefined;
const importTeacherHome = () =>
  import('./TeacherHome').then(({ TeacherHome }) => {
    loadedTeacherHome = TeacherHome;
    return { default: TeacherHome };
  });
const LazyTeacherHome = lazy(importTeacherHome);
export { importTeacherHome as loadTeacherHome };
type TeacherHomeProps = Parameters<(typeof import('./TeacherHome'))['TeacherHome']>[0];

// The hero's first picture takes about a third of the container from lg on, most of the width below.
const HERO_IMAGE_SIZES = '(min-width: 992px) 400px, 60vw';

/** SPEC-GUIDE §2 Home: / and /welcome/{welcome} (with its welcome pop-up). */
export function HomePage() {
  const { loggedIn } = useSession();
  const online = useOnline();
  const newAccount = useNewAccount();
  const { data, loading, error } = useQuery(learningResourcesHomeQuery);
  const teachingHistory = (useLoaderData() as HomeLoaderData | null | undefined)?.teachingHistory;
  // Chosen once: switching from the lazy one to the loaded one would mount the teacher's home again.
  const [LoadedTeacherHome] = useState(() => loadedTeacherHome);
  // Loaded, it is drawn as it is: a boundary around it would hydrate on its own, after the page, and an update before
  // then (the session read from this browser) would redraw it from scratch (React's error #421).
  const teacherHome = (props: TeacherHomeProps) => {
    if (LoadedTeacherHome) return <LoadedTeacherHome {...props} />;
    return (
      <Suspense fallback={<PageSkeleton />}>
        <LazyTeacherHome {...props} />
      </Suspense>
    );
  };
  const view = toHomeView(data);
  // A subscriber's home rendered on the server fetches ahead the slide Continue opens, their most likely next tap.
  usePageTitle(null, {
    description: view?.subtitle || view?.introduction,
    likelyNext: teachingHistory?.continue?.href,
  });
  // A refetch (after signing in) keeps the content on screen: a skeleton only before there is any.
  if (loading && !data) return <PageSkeleton />;
  // Offline, a teacher's home still lists what this device saved, even when the home's own content was not kept.
  const offlineTeacher = loggedIn && !online && error !== undefined && isUnavailable(error);
  if (offlineTeacher) return teacherHome({ title: siteConfig.productName, audiences: [], newAccount });
  if (error) return <ErrorPanel error={error} />;
  if (!view) return <ErrorPanel error={new Error('The home page has no content yet.')} />;
  return (
    <>
      {/* A signed-in teacher's home leads with their own teaching; visitors keep the spec's home. */}
      {loggedIn ? (
        teacherHome({ title: view.title, audiences: view.audiences, newAccount, teachingHistory })
      ) : (
        <HomeContent view={view} />
      )}
      <WelcomeModal messages={view.welcomeMessages} />
    </>
  );
}

function HomeContent({ view }: { view: HomeView }) {
  // The hero shows the audiences' own pictures (up to three, from the CMS), as a mosaic.
  const heroImages = view.audiences.flatMap((audience) => (audience.image ? [audience.image] : [])).slice(0, 3);
  return (
    <>
      <section className="home-hero" aria-labelledby="home-title">
        <Container className="py-5">
          <Row className="align-items-center g-5">
            <Col lg={heroImages.length > 0 ? 6 : 9}>
              <h1 id="home-title" className="home-hero__title">
                {view.title}
              </h1>
              {view.subtitle && <p className="lead">{view.subtitle}</p>}
              <RichText markdown={view.introduction} />
              <ul className="home-points my-4">
                <li>
                  <Presentation className="icon" size={20} /> Lessons with slides, ready to teach
                </li>
                <li>
                  <Headphones className="icon" size={20} /> Recordings by the players of {siteConfig.orchestraName}
                </li>
                <li>
                  <Download className="icon" size={20} /> Scores and resources to download and print
                </li>
              </ul>
              <a href="#home-audiences" className="btn btn-primary btn-lg">
                Find your programmes
                <ArrowDown className="icon" size={20} />
              </a>
            </Col>
            {heroImages.length > 0 && (
              <Col lg={6}>
                <div className="home-hero__media">
                  {heroImages.map((image, index) => (
                    <ResponsiveImage
                      key={image.url}
                      image={image}
                      sizes={index === 0 ? HERO_IMAGE_SIZES : CARD_IMAGE_SIZES}
                      alt=""
                      priority={index === 0}
                    />
                  ))}
                </div>
              </Col>
            )}
          </Row>
        </Container>
      </section>

      <Container className="py-5">
        <section aria-labelledby="home-audiences" className="mb-5">
          <h2 id="home-audiences" className="mb-4" tabIndex={-1}>
            Choose your classroom
          </h2>
          <Row xs={1} md={2} xl={4} className="g-4" as="ul" role="list">
            {view.audiences.map((audience) => (
              <Col as="li" key={audience.key}>
                <Card
                  className="audience-card link-card h-100"
                  style={themeVariables(audience.colours) as CSSProperties}
                >
                  <div className="audience-card__band">
                    {audience.image && <ResponsiveImage image={audience.image} sizes={CARD_IMAGE_SIZES} alt="" />}
                  </div>
                  <Card.Header as="h3" className="audience-card__title h4" style={themeStyle(audience.colours)}>
                    {audience.title}
                  </Card.Header>
                  <Card.Body className="d-flex flex-column">
                    {audience.subtitle && <Card.Text>{audience.subtitle}</Card.Text>}
                    <Link to={`/${audience.slug}`} className="btn btn-primary mt-auto align-self-start">
                      Explore {audience.title}
                      <ArrowRight className="icon" size={18} />
                    </Link>
                  </Card.Body>
                </Card>
              </Col>
            ))}
          </Row>
        </section>

        {view.video && (
          <section aria-labelledby="home-video" className="home-video p-4 p-md-5 mb-5">
            <div className="d-flex flex-column flex-md-row gap-4 align-items-md-center">
              <PlayCircle className="icon text-warning" size={56} strokeWidth={1.5} />
              <div>
                <h2 id="home-video">Introduction video</h2>
                <RichText markdown={view.video.introduction} />
                <a href={view.video.url}>Watch the introduction video</a>
              </div>
            </div>
          </section>
        )}

        {view.promoboxes.length > 0 && (
          <Row xs={1} md={2} className="g-4" as="ul" role="list">
            {view.promoboxes.map((box) => (
              <Col as="li" key={box.key}>
                <Card className="promo-card h-100" as="section">
                  <Card.Body>
                    <span className="promo-card__icon" aria-hidden="true">
                      {box.link ? <Sparkles size={22} /> : <Megaphone size={22} />}
                    </span>
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
    </>
  );
}

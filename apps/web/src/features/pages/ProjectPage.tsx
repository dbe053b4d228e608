import { useQuery } from '@apollo/client/react';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { useParams } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { DocumentList } from '../../components/DocumentList';
import { ErrorPanel } from '../../components/ErrorPanel';
import { GuardedLink } from '../../components/GuardedLink';
import { LinkCard } from '../../components/LinkCard';
import { usePageTitle } from '../../components/PageTitle';
import { RichText } from '../../components/RichText';
import { PageSkeleton } from '../../components/Skeleton';
import { ThemeBanner } from '../../components/ThemeBanner';
import { useSession } from '../../components/useSession';
import { projectActivitiesQuery, projectQuery } from './api/pages';
import { toProjectActivityCards, toProjectView } from './pageViews';
import { PageStatus } from '../../components/PageStatus';

/** SPEC-GUIDE §2 Project page: /secondary/{ks}/project/{slug} (and /secondary/{slug} when the slug is a project's). */
export function ProjectPage() {
  return <ProjectContent slug={useParams().projectpageslug ?? ''} />;
}

export function ProjectContent({ slug }: { slug: string }) {
  const { data, loading, error } = useQuery(projectQuery, { variables: { slug } });
  const project = data?.projects.find(Boolean);
  const view = project ? toProjectView(project) : null;
  usePageTitle(view?.title, {
    description: view?.mainText,
    image: view?.image?.url,
    schemaType: 'LearningResource',
  });

  if (loading || error || !view) return <PageStatus loading={loading} error={error} />;
  return (
    <>
      <ThemeBanner colours={view.colours} image={view.image}>
        <h1>{view.title}</h1>
      </ThemeBanner>
      <Container className="py-4">
        <Breadcrumbs labels={{ projectpageslug: view.title }} />
        <RichText markdown={view.mainText} className="mb-4" />
        <DocumentList documents={view.documents} />
        <section aria-labelledby="project-activities">
          <h2 id="project-activities">{view.exploreTitle}</h2>
          <ProjectActivities slug={slug} />
        </section>
      </Container>
    </>
  );
}

/** Activities are subscriber content: only an active subscriber's request asks the CMS for them. */
function ProjectActivities({ slug }: { slug: string }) {
  const { activeSubscriber: subscribed } = useSession();
  const { data, loading, error } = useQuery(projectActivitiesQuery, { variables: { slug }, skip: !subscribed });
  if (!subscribed) {
    return (
      <p>
        <GuardedLink to={`/-/-/activity-filter`}>Log in with an active subscription</GuardedLink> to see this
        project&apos;s activities.
      </p>
    );
  }
  if (loading) return <PageSkeleton />;
  if (error) return <ErrorPanel error={error} />;
  const cards = toProjectActivityCards(data) ?? [];
  return (
    <Row xs={1} md={2} xl={3} className="g-4">
      {cards.map((card) => (
        <Col key={card.id}>
          <LinkCard title={card.title} action={{ to: card.href, label: 'View Activity', guarded: true }}>
            <p className="text-muted small mb-3">{[card.type, card.time].filter(Boolean).join(' · ')}</p>
          </LinkCard>
        </Col>
      ))}
    </Row>
  );
}

import { useQuery } from '@apollo/client/react';
import Container from 'react-bootstrap/Container';
import { useParams } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { ErrorPanel } from '../../components/ErrorPanel';
import { FeatureBoxGrid } from '../../components/FeatureBoxGrid';
import { NotFoundPage } from '../../components/NotFoundPage';
import { usePageTitle } from '../../components/PageTitle';
import { RichText } from '../../components/RichText';
import { PageSkeleton } from '../../components/Skeleton';
import { landingPageQuery } from './api/pages';
import { toLandingPageView } from './pageViews';
import { ProjectContent } from './ProjectPage';

/**
 * SPEC-GUIDE §2 Landing page (/secondary/{slug}, /secondary/ks3|ks4|KS5/page/{slug}). /secondary/{slug} may also name a
 * project, which then shows as the project page.
 */
export function LandingPage() {
  const slug = (useParams().landingPageSlug ?? '').toLowerCase();
  const { data, loading, error } = useQuery(landingPageQuery, { variables: { slug } });
  const landing = data?.landingPages.find(Boolean);
  const view = landing ? toLandingPageView(landing) : null;
  usePageTitle(view?.title);

  if (loading) return <PageSkeleton />;
  if (error) return <ErrorPanel error={error} />;
  if (!view) return data?.projects.some(Boolean) ? <ProjectContent slug={slug} /> : <NotFoundPage />;
  return (
    <Container className="py-4">
      <Breadcrumbs labels={{ landingPageSlug: view.title }} />
      <h1>{view.title}</h1>
      <RichText markdown={view.mainText} className="mb-4" />
      {(view.document || view.audio) && (
        <div className="d-flex flex-wrap align-items-center gap-3 mb-4">
          {view.document && (
            <a className="btn btn-outline-primary" href={view.document.href} download>
              {view.document.label}
            </a>
          )}
          {view.audio && (
            // eslint-disable-next-line jsx-a11y/media-has-caption -- music recordings have no words to caption
            <audio controls preload="metadata" src={view.audio.url} aria-label={view.audio.title} />
          )}
        </div>
      )}
      <section aria-label="Features">
        <FeatureBoxGrid boxes={view.features} />
      </section>
    </Container>
  );
}

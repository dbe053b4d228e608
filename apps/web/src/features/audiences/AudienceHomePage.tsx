import { lazy, Suspense, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { FeatureBoxGrid } from '../../components/FeatureBoxGrid';
import { usePageTitle } from '../../components/PageTitle';
import { RichText } from '../../components/RichText';
import { ThemeBanner } from '../../components/ThemeBanner';
import { audienceQuery } from './api/audience';
import { toAudienceHomeView, type AudienceHomeView } from './audienceView';
import { PageStatus } from '../../components/PageStatus';

// Only the Live home lists events (with date-fns to write their dates): loaded there, not on every audience home.
// It comes last on the page, so nothing moves when it appears.
const LiveEventsList = lazy(() =>
  import('./components/LiveEventsList').then((module) => ({ default: module.LiveEventsList })),
);

/** SPEC-GUIDE §2 Audience home: /{audience}; /secondary and /live with their own link rules and sections. */
export function AudienceHomePage({ audienceSlug }: { audienceSlug?: string }) {
  const params = useParams();
  const slug = audienceSlug ?? params.audience ?? '';
  const { data, loading, error } = useQuery(audienceQuery, { variables: { audienceSlug: slug } });
  const view = toAudienceHomeView(data);
  usePageTitle(view?.title, {
    description: view?.subtitle || view?.introduction,
    image: view?.bannerImage?.url,
  });

  if (loading || error || !view) return <PageStatus loading={loading} error={error} />;
  if (view.slug === 'live') {
    // SPEC-GUIDE §2 Live home: intro, 'Explore our live offer' boxes, then the events of the external events site.
    return (
      <AudienceHomeContent view={view} boxesHeading="Explore our live offer" showLibraries={false}>
        <Suspense fallback={null}>
          <LiveEventsList />
        </Suspense>
      </AudienceHomeContent>
    );
  }
  return <AudienceHomeContent view={view} />;
}

export function SecondaryHomePage() {
  return <AudienceHomePage audienceSlug="secondary" />;
}

export function LiveHomePage() {
  return <AudienceHomePage audienceSlug="live" />;
}

function AudienceHomeContent({
  view,
  boxesHeading,
  showLibraries = true,
  children,
}: {
  view: AudienceHomeView;
  boxesHeading?: string;
  showLibraries?: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      <ThemeBanner colours={view.colours} image={view.bannerImage}>
        <h1>{view.title}</h1>
        {view.subtitle && <p className="lead mb-0">{view.subtitle}</p>}
      </ThemeBanner>
      <div className="container py-4">
        <Breadcrumbs />
        <RichText markdown={view.introduction} className="mb-4" />
        <section
          aria-label={boxesHeading ? undefined : 'Programmes'}
          aria-labelledby={boxesHeading ? 'audience-boxes' : undefined}
          className="mb-5"
        >
          {boxesHeading && <h2 id="audience-boxes">{boxesHeading}</h2>}
          <FeatureBoxGrid boxes={view.featureBoxes} headingLevel={boxesHeading ? 'h3' : 'h2'} />
        </section>
        {view.yearGroups.length > 0 && (
          <section aria-labelledby="audience-years" className="mb-5">
            <h2 id="audience-years">Find by year group</h2>
            <ul className="list-unstyled d-flex flex-wrap gap-2">
              {view.yearGroups.map((year) => (
                <li key={year.title}>
                  <Link to={year.href} className="btn btn-outline-secondary">
                    {year.title}
                    <span className="visually-hidden"> {view.title} music</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        {showLibraries && (
          <section aria-labelledby="audience-libraries">
            <h2 id="audience-libraries">Libraries</h2>
            <RichText markdown={view.librariesIntro} />
            <div className="d-flex flex-wrap gap-2">
              <Link to={view.activityLibraryHref} className="btn btn-outline-primary">
                Activity Library
              </Link>
              <Link to={view.audioLibraryHref} className="btn btn-outline-primary">
                Audio Library
              </Link>
            </div>
          </section>
        )}
        {children}
      </div>
    </>
  );
}

import { useQuery } from '@apollo/client/react';
import { lazy, Suspense } from 'react';
import { useLocation, useParams } from 'react-router';
import { CardIllustration } from '../../components/CardIllustration';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { DocumentList } from '../../components/DocumentList';
import { GuardedLink } from '../../components/GuardedLink';
import { usePageTitle } from '../../components/PageTitle';
import { RichText } from '../../components/RichText';
import { Spinner } from '../../components/Spinner';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { ThemeBanner } from '../../components/ThemeBanner';
import { YearGroupBadges } from '../../components/YearGroupBadges';
import { useSession } from '../../components/useSession';
import { toImageView } from '../../lib/media';
import { themeColours } from '../../lib/theme';
import { programmeQuery } from './api/programme';
import { programmeLibrariesQuery } from './api/programmeLibraries';
import { toProgrammeLinksView } from './programmeView';
import { PageStatus } from '../../components/PageStatus';

// Below the first view (the video) or for signed-in teachers only (the at-home box), with react-bootstrap's form
// and alert code: loaded when shown, so a visitor's first view waits for neither.
const VideoEmbed = lazy(() => import('../../components/VideoEmbed').then((module) => ({ default: module.VideoEmbed })));
const AtHomeBox = lazy(() => import('../../components/AtHomeBox').then((module) => ({ default: module.AtHomeBox })));

/** The audience of /{audience}/{programme}, or Secondary for /secondary/ks3/programme/{programme}. */
function useAudienceSlug(): string {
  const { audience } = useParams();
  const { pathname } = useLocation();
  return audience ?? pathname.split('/')[1] ?? '';
}

/** SPEC-GUIDE §2 Programme page: public, with login-guarded links into the units and libraries. */
export function ProgrammePage() {
  const audienceSlug = useAudienceSlug();
  const slug = useParams().programme ?? '';
  const { loggedIn, activeSubscriber } = useSession();
  const { data, loading, error } = useQuery(programmeQuery, { variables: { slug, audienceSlug } });
  const libraries = useQuery(programmeLibrariesQuery, { variables: { slug }, skip: !activeSubscriber });
  const programme = data?.programmes.find(Boolean);
  usePageTitle(programme?.title, {
    description: programme?.blurb || programme?.introduction,
    image: toImageView(programme?.theme?.main_banner_image, 'large')?.url,
    schemaType: 'Course',
  });

  if (loading || error || !programme || programme.released === false)
    return <PageStatus loading={loading} error={error} />;

  const { base, units, summaryDocuments, activityLibraryHref, audioLibraryHref, hasAtHomeLibrary } =
    toProgrammeLinksView(audienceSlug, programme, libraries.data?.programmes.find(Boolean));
  const logo = toImageView(programme.theme?.programme_logo, 'thumbnail');

  return (
    <>
      <ThemeBanner
        colours={themeColours(programme.theme?.css)}
        image={toImageView(programme.theme?.main_banner_image, 'large')}
      >
        <div className="d-flex align-items-center gap-4">
          {/* A 96px mark: its thumbnail is sharp enough on any screen, so no larger copy is offered. */}
          {logo && (
            <ResponsiveImage image={{ ...logo, srcSet: null }} sizes="96px" className="programme-logo" priority />
          )}
          <div>
            <p className="mb-1 text-uppercase small">{programme.title}</p>
            <h1>{programme.blurb || programme.title}</h1>
            <YearGroupBadges yearGroups={programme.year_groups} className="d-flex flex-wrap gap-2 mb-0" />
          </div>
        </div>
      </ThemeBanner>
      <div className="container py-4">
        <Breadcrumbs labels={{ audience: programme.audience?.title, programme: programme.title }} />
        <RichText markdown={programme.introduction} className="mb-4" />

        <section aria-labelledby="programme-units" className="mb-5">
          <h2 id="programme-units">Units of work</h2>
          <RichText markdown={programme.schemes_intro} />
          <div className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-4">
            {units.map((unit) => (
              <div key={unit.documentId} className="col">
                <div className="card link-card h-100">
                  <CardIllustration title={unit.title} />
                  <div className="card-body d-flex flex-column">
                    <h3 className="card-title h5">{unit.title}</h3>
                    <YearGroupBadges yearGroups={unit.year_groups} />
                    {unit.blurb && <p className="card-text">{unit.blurb}</p>}
                    <GuardedLink
                      opening={`the unit ‘${unit.title}’`}
                      to={`${base}/unit/${unit.documentId}`}
                      className="btn btn-primary mt-auto align-self-start"
                    >
                      View unit of work<span className="visually-hidden"> {unit.title}</span>
                    </GuardedLink>
                  </div>
                </div>
              </div>
            ))}
          </div>
          {data?.customSchemePlans.some(Boolean) && (
            <p className="mt-4">
              <GuardedLink to={`${base}/custom-unit`} className="btn btn-outline-primary">
                Your units of work
              </GuardedLink>
            </p>
          )}
        </section>

        <DocumentList documents={summaryDocuments} heading="Summary" />

        <p className="programme-libraries">
          Or build your own lessons from the audio and activity libraries:{' '}
          <GuardedLink to={activityLibraryHref}>Activity Library</GuardedLink> and{' '}
          <GuardedLink to={audioLibraryHref}>Audio Library</GuardedLink>.
        </p>

        {programme.media_embed != null && (
          <section aria-label="Introduction video" className="my-4">
            <RichText markdown={programme.media_introduction} />
            <Suspense fallback={<Spinner />}>
              <VideoEmbed source={programme.media_embed} />
            </Suspense>
          </section>
        )}

        {loggedIn && hasAtHomeLibrary && (
          <Suspense fallback={null}>
            <AtHomeBox
              audienceSlug={audienceSlug}
              programmeSlug={programme.slug}
              introduction={programme.introduction_at_home}
            />
          </Suspense>
        )}
      </div>
    </>
  );
}

import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import Container from 'react-bootstrap/Container';
import { Link, useParams } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { DocumentList } from '../../components/DocumentList';
import { DownloadAllResources } from '../../components/DownloadAllResources';
import { LessonActivityList } from '../../components/LessonActivityList';
import { usePageTitle } from '../../components/PageTitle';
import { RichText } from '../../components/RichText';
import { YearGroupBadges } from '../../components/YearGroupBadges';
import { useRecordLessonOpened } from '../home';
import type { LessonToStart } from '../lesson-mode';
import { OfflineSave } from '../offline';
import { schemeLessonsQuery, schemeLessonsVariables } from './api/lesson';
import { LessonPlanSummary } from './components/LessonPlanSummary';
import { SlidePreviews } from './components/SlidePreviews';
import { toLessonView } from './lessonView';
import { PageStatus } from '../../components/PageStatus';
import { useKnownTitle } from '../../components/useKnownTitle';

function LessonOverview({ customUnit }: { customUnit: boolean }) {
  const params = useParams();
  const { audience = '', programme = '', unit = '', lesson = '' } = params;
  const { data, loading, error } = useQuery(schemeLessonsQuery, {
    variables: schemeLessonsVariables(params, customUnit),
  });
  const view = data ? toLessonView(data, { audience, programme, unit, lesson, customUnit }) : null;
  useRecordLessonOpened();
  const lessonModeReady = usePreloadLessonMode(view?.startLessonHref ? { lesson, unit, customUnit } : null);
  usePageTitle(view ? `${view.subtitle ?? view.heading}: Lesson overview` : null, {
    likelyNext: view?.startLessonHref,
  });

  // While it loads: the lesson's title as its unit page or lesson mode read it, when they did.
  const knownTitle = useKnownTitle(['Lesson', 'LessonOverviewLesson'], lesson);

  if (loading || error || !view) return <PageStatus loading={loading} error={error} heading={knownTitle} />;
  const links = { href: view.activityHref, libraryHref: view.libraryHref };

  return (
    <Container className="py-4">
      <Breadcrumbs labels={view.breadcrumbLabels} crumbs={view.crumbs} />
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-3 mb-3">
        <div>
          {customUnit ? (
            <>
              <h1>{view.heading}</h1>
              {view.subtitle && <p className="lead">{view.subtitle}</p>}
            </>
          ) : (
            <h1>
              <span className="d-block fs-6 text-uppercase text-body-secondary">Lesson overview</span> {view.heading}
            </h1>
          )}
          <YearGroupBadges yearGroups={view.yearGroups} />
        </div>
        {view.startLessonHref && (
          // Until lesson mode is in, the page it opens (rendered on the server, fetched ahead by a rendered overview).
          <Link
            to={view.startLessonHref}
            reloadDocument={!lessonModeReady}
            data-lesson-mode={lessonModeReady ? 'ready' : 'loading'}
            className="btn btn-primary btn-lg"
          >
            Start Lesson
          </Link>
        )}
      </div>
      {view.startLessonHref && (
        <OfflineSave
          target={{
            kind: 'lesson',
            lessonId: lesson,
            customUnitId: customUnit ? unit : null,
            unitId: unit,
            programmeSlug: programme,
          }}
          title={view.heading}
        />
      )}
      <RichText markdown={view.introduction} className="mb-4" />
      <LessonPlanSummary objectives={view.objectives} vocabulary={view.vocabulary} total={view.totalTime} />
      <SlidePreviews slides={view.slides} />
      <DocumentList documents={view.documents} />
      {!customUnit && view.documents.length > 0 && <DownloadAllResources kind="lesson" documentId={lesson} />}

      <section aria-labelledby="lesson-activities" className="mb-4">
        <h2 id="lesson-activities">Activities</h2>
        <LessonActivityList entries={view.entries} links={links} />
      </section>

      {view.next && (
        <p className="my-4">
          <Link to={view.next.href} className="btn btn-outline-primary">
            Next: {view.next.title}
          </Link>
        </p>
      )}

      {view.extensionActivities.length > 0 && (
        <section aria-labelledby="lesson-extension" className="mt-5">
          <h2 id="lesson-extension">Extension activities</h2>
          <LessonActivityList entries={view.extensionActivities} links={links} />
        </section>
      )}
    </Container>
  );
}

/**
 * Once the overview shows a Start Lesson button, lesson mode, the lesson's slides and the first slide's pictures are
 * fetched ahead of the click (issue 44); lesson mode's code is not part of the overview's own. Whether all that is in:
 * until then Start Lesson opens lesson mode as a new page (on a phone still starting the app, the page the server
 * rendered and the overview prefetched comes sooner than lesson mode's code, query and pictures).
 */
function usePreloadLessonMode(target: LessonToStart | null): boolean {
  const client = useApolloClient();
  const { lesson, unit, customUnit } = target ?? {};
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (lesson === undefined || unit === undefined || customUnit === undefined) return;
    let current = true;
    // A failed fetch ahead costs nothing: lesson mode asks again when it opens.
    import('../lesson-mode')
      .then(({ preloadLessonMode }) => preloadLessonMode(client, { lesson, unit, customUnit }))
      .catch(() => undefined)
      .then(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, [client, lesson, unit, customUnit]);
  return ready;
}

/** SPEC-GUIDE §2 Lesson overview of a published unit's lesson. */
export function LessonOverviewPage() {
  return <LessonOverview customUnit={false} />;
}

/**
 * SPEC-GUIDE §2 Custom unit lesson page: the same, headed page_title or 'Lesson overview', its pool filtered by
 * strands.
 */
export function CustomUnitLessonPage() {
  return <LessonOverview customUnit />;
}

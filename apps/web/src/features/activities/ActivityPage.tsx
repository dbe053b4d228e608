import { useQuery } from '@apollo/client/react';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { Link, useParams } from 'react-router';
import { AddToPlaylistButton } from '../playlists';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { ActivityBadges } from '../../components/ActivityBadges';
import { LinkCard } from '../../components/LinkCard';
import { usePageTitle } from '../../components/PageTitle';
import { RichText } from '../../components/RichText';
import { Score } from '../../components/score';
import { activityPageQuery } from './api/activity';
import {
  activityBreadcrumbs,
  activityPageVariables,
  activityPath,
  activityTabs,
  nextInLesson,
  objectivesFor,
  type ActivityRoute,
} from './activityView';
import { ActivityOptionPanel } from './components/ActivityOptionPanel';
import { TabLinks } from './components/TabLinks';
import { NotFoundPage } from '../../components/NotFoundPage';
import { PageStatus } from '../../components/PageStatus';
import { useTrailingParams } from '../../components/useTrailingParams';
import { useKnownTitle } from '../../components/useKnownTitle';

function ActivityScreen({ route }: { route: ActivityRoute }) {
  const trailing = useTrailingParams(['option', 'delivery']);
  const { option: optionId, delivery: deliveryId } = trailing ?? {};
  const { data, loading, error } = useQuery(activityPageQuery, { variables: activityPageVariables(route) });
  const activity = data?.activityPage;
  usePageTitle(activity?.title);
  // While it loads: the activity's title as its lesson overview or library section read it, when they did.
  const knownTitle = useKnownTitle(['LessonOverviewActivity', 'ActivityPage'], route.activity);

  if (!trailing) return <NotFoundPage />;
  if (loading || error || !data || !activity)
    return <PageStatus loading={loading} error={error} heading={knownTitle} />;

  const path = activityPath(route);
  const tabs = activityTabs(activity.activityOptions, path, optionId, deliveryId);
  const option = tabs.option?.option;
  const next = nextInLesson(route, data);
  const related = activity.relatedActivities.flatMap((item) => (item ? [item] : []));
  const objectives = option ? objectivesFor(option, route.audience) : [];

  return (
    <Container className="py-4">
      <Breadcrumbs crumbs={activityBreadcrumbs(route, data)} />
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-3 mb-3">
        <div>
          <h1>{activity.title}</h1>
          <ActivityBadges time={activity.time} type={activity.type} className="d-flex flex-wrap gap-2 mb-0" />
        </div>
        <div className="d-flex flex-wrap gap-2 align-items-start">
          {activity.activity_slideshow && (
            <Link to={`${path}/slides`} className="btn btn-primary">
              Start Activity
            </Link>
          )}
          <AddToPlaylistButton
            item={{ kind: 'activity', title: activity.title, itemId: activity.documentId, contextPath: path }}
          />
        </div>
      </div>
      <RichText markdown={activity.introduction} className="mb-4" />

      {activity.notation?.trim() && (
        <section aria-labelledby="activity-score" className="mb-4">
          <h2 id="activity-score">Score</h2>
          <Score
            notation={activity.notation}
            title={activity.title}
            printHref={`/documents/scores/activity/${encodeURIComponent(activity.documentId)}`}
          />
        </section>
      )}

      <TabLinks label="Activity options" variant="tabs" className="mb-3" tabs={tabs.options} current={tabs.option} />

      {option && (
        <ActivityOptionPanel
          option={option}
          objectives={objectives}
          deliveries={tabs.deliveries}
          delivery={tabs.delivery}
        />
      )}

      {next && (
        <p className="my-4">
          <Link to={next.href} className="btn btn-outline-primary">
            Next: {next.title}
          </Link>
        </p>
      )}

      {related.length > 0 && (
        <section aria-labelledby="activity-related" className="mt-5">
          <h2 id="activity-related">More activities like this</h2>
          <Row xs={1} md={2} xl={3} className="g-4">
            {related.map((item) => (
              <Col key={item.documentId}>
                <LinkCard
                  title={item.title}
                  action={{
                    to: `/${route.audience}/${route.programme}/activity/-/-/${item.documentId}`,
                    label: 'View Activity',
                    variant: 'outline-primary',
                  }}
                >
                  {item.type && <p className="small text-body-secondary">{item.type}</p>}
                  <RichText markdown={item.lesson_summary} className="mb-3" />
                </LinkCard>
              </Col>
            ))}
          </Row>
        </section>
      )}
    </Container>
  );
}

/** SPEC-GUIDE §2 Activity page in a unit's lesson. */
export function ActivityPage() {
  const { audience = '', programme = '', unit = '', lesson = '', activity = '' } = useParams();
  return <ActivityScreen route={{ kind: 'lesson', audience, programme, unit, lesson, activity }} />;
}

/** SPEC-GUIDE §2 Activity page in a custom unit's lesson. */
export function CustomUnitActivityPage() {
  const { audience = '', programme = '', unit = '', lesson = '', activity = '' } = useParams();
  return <ActivityScreen route={{ kind: 'custom-unit-lesson', audience, programme, unit, lesson, activity }} />;
}

/** SPEC-GUIDE §2 Activity page in a library section, and on its own at /-/-/activity/-/-/{id}. */
export function LibraryActivityPage() {
  const { audience = '', programme = '', library = '', section = '', activity = '' } = useParams();
  return <ActivityScreen route={{ kind: 'library', audience, programme, library, section, activity }} />;
}

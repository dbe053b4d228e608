import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useSearchParams } from 'react-router';
import { LinkCard } from '../../components/LinkCard';
import { useRestResource } from '../../components/useRestResource';
import { YearGroupBadges } from '../../components/YearGroupBadges';
import { errorMessage } from '../../lib/rest';
import { showingActivitiesLabel } from '../../lib/libraries';
import { ACTIVITY_FILTERS, fetchFilteredActivities, type ActivityFilter } from './api/activityFilter';

const LABELS: Record<ActivityFilter, { label: string; any: string }> = {
  yearGroup: { label: 'Year group', any: 'Any year group' },
  activityType: { label: 'Activity type', any: 'Any type' },
  learningStrand: { label: 'Learning strand', any: 'Any learning strand' },
};

/**
 * The activity filter page's filters (issue #28): year group, activity type and learning strand, kept in the address.
 * Each choice lists the values the other choices leave, with how many activities each gives; with any chosen, the
 * matching activities are listed under the filters.
 */
export function ActivityFilters({ audienceTitle }: { audienceTitle?: string }) {
  const [params, setParams] = useSearchParams();
  const chosen = Object.fromEntries(
    ACTIVITY_FILTERS.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])),
  );
  const key = JSON.stringify([audienceTitle ?? null, chosen]);
  const answer = useRestResource(key, (signal) => fetchFilteredActivities(chosen, audienceTitle, signal));
  const data = answer.status === 'ready' ? answer.data : undefined;
  const anyChosen = Object.keys(chosen).length > 0;

  const choose = (name: ActivityFilter, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  return (
    <section aria-labelledby="activity-filters" className="mb-5">
      <h2 id="activity-filters">Filter activities</h2>
      <Row xs={1} md={3} className="g-3 mb-3">
        {ACTIVITY_FILTERS.map((name) => {
          const values = data?.facets[name] ?? [];
          const current = params.get(name) ?? '';
          return (
            <Col key={name}>
              <label htmlFor={`activity-filter-${name}`} className="form-label">
                {LABELS[name].label}
              </label>
              <select
                id={`activity-filter-${name}`}
                className="form-select"
                value={current}
                onChange={(event) => choose(name, event.target.value)}
              >
                <option value="">{LABELS[name].any}</option>
                {current && !values.some((v) => v.value === current) && <option value={current}>{current} (0)</option>}
                {values.map(({ value, count }) => (
                  <option key={value} value={value}>
                    {value} ({count})
                  </option>
                ))}
              </select>
            </Col>
          );
        })}
      </Row>
      {answer.status === 'failed' && (
        <p className="text-danger" role="alert">
          {errorMessage(answer.error)}
        </p>
      )}
      {anyChosen && data && (
        <>
          <p className="fw-semibold" role="status">
            {showingActivitiesLabel(data.total)}
          </p>
          <Row xs={1} md={2} xl={3} className="g-4">
            {data.results.map((result) => {
              const title = result.title.map((segment) => segment.text).join('');
              return (
                <Col key={result.id}>
                  <LinkCard title={title} headingLevel="h3" action={{ to: result.href, label: 'View Activity' }}>
                    <YearGroupBadges yearGroups={result.yearGroups.map((year) => ({ title: year }))} />
                    {result.activityType && <p className="small text-body-secondary">{result.activityType}</p>}
                  </LinkCard>
                </Col>
              );
            })}
          </Row>
        </>
      )}
    </section>
  );
}

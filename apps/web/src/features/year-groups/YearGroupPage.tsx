import { useQuery } from '@apollo/client/react';
import { Link, useLocation, useParams } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { GuardedLink } from '../../components/GuardedLink';
import { usePageTitle } from '../../components/PageTitle';
import { PageStatus } from '../../components/PageStatus';
import { ThemeBanner } from '../../components/ThemeBanner';
import { YearGroupBadges } from '../../components/YearGroupBadges';
import { useSession } from '../../components/useSession';
import { yearGroupLessonsQuery } from './api/yearGroupLessons';
import { yearGroupPageQuery } from './api/yearGroupPage';
import { toYearGroupPageView, type YearGroupPageView, type YearGroupUnitView } from './yearGroupView';

/** The year of /{audience}/{year}: its route's path names it, not a parameter (app/routes/publicRoutes.ts). */
export const yearSlugOfPath = (pathname: string) => pathname.split('/').filter(Boolean)[1] ?? '';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * A year group's music in an audience (issue 44), e.g. /primary/year-2 "Year 2 music": the year's programmes, their
 * units for the year and, for subscribers, those units' lessons. Public and rendered on the server for visitors, who
 * see the programmes and units and how to get the lessons (subscriber content, which the CMS refuses them).
 */
export function YearGroupPage() {
  const audienceSlug = useParams().audience ?? '';
  const yearSlug = yearSlugOfPath(useLocation().pathname);
  const { activeSubscriber } = useSession();
  const variables = { audienceSlug, yearSlug };
  const { data, loading, error } = useQuery(yearGroupPageQuery, { variables });
  const lessons = useQuery(yearGroupLessonsQuery, { variables, skip: !activeSubscriber });
  const view = toYearGroupPageView(data, yearSlug, lessons.data);
  usePageTitle(view?.heading, {
    description: view
      ? `${view.audienceTitle} music lessons for ${view.yearTitle}: ${plural(view.programmes.length, 'programme')} ` +
        `and ${plural(view.unitCount, 'unit')} of work, lesson by lesson.`
      : undefined,
  });
  if (loading || error || !view) return <PageStatus loading={loading} error={error} />;
  const lessonsState = !activeSubscriber
    ? 'not-asked'
    : lessons.loading
      ? 'loading'
      : lessons.error || !lessons.data
        ? 'failed'
        : 'shown';
  return <YearGroupContent view={view} lessons={lessonsState} />;
}

/** Whether a unit's lessons are shown: only a subscriber's page asks for them. */
type LessonsState = 'not-asked' | 'loading' | 'failed' | 'shown';

function YearGroupContent({ view, lessons }: { view: YearGroupPageView; lessons: LessonsState }) {
  const showLessons = lessons === 'shown';
  return (
    <>
      <ThemeBanner colours={view.colours}>
        <p className="mb-1 text-uppercase small">{view.audienceTitle}</p>
        <h1>{view.heading}</h1>
        <p className="lead mb-0">
          {plural(view.programmes.length, 'programme')}, {plural(view.unitCount, 'unit')}
          {showLessons ? `, ${plural(view.lessonCount, 'lesson')}` : ''} for {view.yearTitle}.
        </p>
      </ThemeBanner>
      <div className="container py-4">
        <Breadcrumbs labels={{ audience: view.audienceTitle }} />
        {lessons === 'not-asked' && <LessonsPrompt yearTitle={view.yearTitle} />}
        {lessons === 'loading' && <p aria-busy="true">Loading the lessons…</p>}
        {lessons === 'failed' && <p role="alert">The lessons could not be loaded. Open a unit to see its lessons.</p>}
        {view.programmes.map((programme) => (
          <section key={programme.id} aria-labelledby={`year-programme-${programme.id}`} className="mb-5">
            <h2 id={`year-programme-${programme.id}`}>
              <Link to={programme.href}>{programme.title}</Link>
            </h2>
            {programme.blurb && <p>{programme.blurb}</p>}
            <ol className="list-unstyled">
              {programme.units.map((unit) => (
                <UnitLessons key={unit.id} unit={unit} yearTitle={view.yearTitle} showLessons={showLessons} />
              ))}
            </ol>
          </section>
        ))}
      </div>
    </>
  );
}

/** A unit of the year: for a subscriber its lessons, each a link to its overview; for anyone else, the unit alone. */
function UnitLessons({
  unit,
  yearTitle,
  showLessons,
}: {
  unit: YearGroupUnitView;
  yearTitle: string;
  showLessons: boolean;
}) {
  const headingId = `year-unit-${unit.id}`;
  return (
    <li className="card mb-3">
      <div className="card-body">
        <h3 id={headingId} className="h5 card-title">
          {unit.title}
        </h3>
        <YearGroupBadges yearGroups={unit.yearGroups} />
        {unit.blurb && <p className="card-text">{unit.blurb}</p>}
        {showLessons && unit.lessons.length > 0 && (
          <ol aria-labelledby={headingId} className="ps-4 mb-3">
            {unit.lessons.map((lesson) => (
              <li key={lesson.id} className="py-1">
                <Link to={lesson.href}>{lesson.title}</Link>
              </li>
            ))}
          </ol>
        )}
        {showLessons && unit.lessons.length === 0 && (
          <p className="text-body-secondary">No lessons for {yearTitle} yet.</p>
        )}
        <GuardedLink opening={`the unit ‘${unit.title}’`} to={unit.href} className="btn btn-outline-primary btn-sm">
          View unit of work<span className="visually-hidden"> {unit.title}</span>
        </GuardedLink>
      </div>
    </li>
  );
}

/** What a visitor or a teacher without a subscription is told in place of the lessons. */
function LessonsPrompt({ yearTitle }: { yearTitle: string }) {
  const { loggedIn } = useSession();
  return (
    <aside aria-labelledby="year-lessons-prompt" className="alert alert-info mb-4">
      <h2 id="year-lessons-prompt" className="h5">
        {yearTitle}’s lessons are for subscribers
      </h2>
      <p className="mb-2">
        Every unit below is taught lesson by lesson, with slides for the class, recordings and scores.
        {loggedIn ? ' Subscribe to open them.' : ' Create a free account to try them.'}
      </p>
      <Link to="/subscribe" className="btn btn-primary btn-sm">
        {loggedIn ? 'Subscribe now' : 'Create a free account'}
      </Link>
    </aside>
  );
}

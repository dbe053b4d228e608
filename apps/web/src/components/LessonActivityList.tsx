import { ActivityBadges } from './ActivityBadges';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import type { LessonActivityEntry } from '../lib/lessonActivities';
import { RichText } from './RichText';

export interface LessonActivityCardData {
  documentId: string;
  title: string;
  time?: string | null;
  type?: string | null;
  lesson_summary?: string | null;
  teaching_option?: string | null;
}

interface LessonActivityLinks {
  /** The activity page within this lesson. */
  href: (activity: LessonActivityCardData) => string;
  /** The same activity in the Activity Library; no link when null. */
  libraryHref?: (activity: LessonActivityCardData) => string | null;
}

function LessonActivityCard({
  activity,
  links,
  headingLevel,
}: {
  activity: LessonActivityCardData;
  links: LessonActivityLinks;
  headingLevel: 'h3' | 'h4';
}) {
  const libraryHref = links.libraryHref?.(activity);
  return (
    <Card className="lesson-activity mb-3">
      <Card.Body>
        <Card.Title as={headingLevel} className="h5">
          <Link to={links.href(activity)}>{activity.title}</Link>
        </Card.Title>
        <ActivityBadges time={activity.time} type={activity.type} />
        <RichText markdown={activity.lesson_summary} />
        {activity.teaching_option && (
          <details className="mb-2">
            <summary>Teaching options</summary>
            <RichText markdown={activity.teaching_option} className="mt-2" />
          </details>
        )}
        {libraryHref && (
          <Link to={libraryHref} className="small">
            View in Activity Library<span className="visually-hidden"> {activity.title}</span>
          </Link>
        )}
      </Card.Body>
    </Card>
  );
}

/** A lesson's activities in SPEC order, under their section dividers. */
export function LessonActivityList<A extends LessonActivityCardData>({
  entries,
  links,
}: {
  entries: readonly LessonActivityEntry<A>[];
  links: LessonActivityLinks;
}) {
  const hasDividers = entries.some((entry) => entry.kind === 'divider');
  return (
    <div className="lesson-activity-list">
      {entries.map((entry) =>
        entry.kind === 'divider' ? (
          <h3 key={entry.key} className="h6 text-uppercase text-body-secondary border-bottom pb-1 mt-4">
            {entry.title}
          </h3>
        ) : (
          <LessonActivityCard
            key={entry.key}
            activity={entry.activity}
            links={links}
            headingLevel={hasDividers ? 'h4' : 'h3'}
          />
        ),
      )}
    </div>
  );
}

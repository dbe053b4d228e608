import { Clock, Tag } from './icons';

/** SPEC-GUIDE §3: an activity without a time is 'Free-flow'. */
export const DEFAULT_ACTIVITY_TIME = 'Free-flow';

/** An activity's time ('Free-flow' when it has none) and type, as small labelled badges. */
export function ActivityBadges({
  time,
  type,
  className = 'd-flex flex-wrap gap-2 mb-2',
}: {
  time?: string | null;
  type?: string | null;
  className?: string;
}) {
  return (
    <p className={className}>
      <span className="badge activity-badge text-bg-light border">
        <Clock className="icon" size={14} />
        <span className="visually-hidden">Time: </span>
        {time?.trim() || DEFAULT_ACTIVITY_TIME}
      </span>
      {type && (
        <span className="badge activity-badge text-bg-secondary">
          <Tag className="icon" size={14} />
          <span className="visually-hidden">Type: </span>
          {type}
        </span>
      )}
    </p>
  );
}

import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { useId } from 'react';
import { Clock, Tag } from './icons';

/** SPEC-GUIDE §3: an activity without a time is 'Free-flow'. */
export const DEFAULT_ACTIVITY_TIME = 'Free-flow';

/** What 'Free-flow' means, wherever it is shown (issue 44). */
export const FREE_FLOW_MEANING = 'Free-flow: no set length. Run it for as long as suits your class.';

/** 'Free-flow', explained on hover, focus or tap (a button, so a keyboard and a touch reach it). */
function FreeFlowBadge() {
  const id = useId();
  return (
    <OverlayTrigger
      placement="top"
      trigger={['hover', 'focus']}
      overlay={<Tooltip id={`free-flow-${id}`}>{FREE_FLOW_MEANING}</Tooltip>}
    >
      <button type="button" className="badge activity-badge free-flow-badge text-bg-light border">
        <Clock className="icon" size={14} />
        <span className="visually-hidden">Time: </span>
        {DEFAULT_ACTIVITY_TIME}
      </button>
    </OverlayTrigger>
  );
}

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
      {time?.trim() ? (
        <span className="badge activity-badge text-bg-light border">
          <Clock className="icon" size={14} />
          <span className="visually-hidden">Time: </span>
          {time.trim()}
        </span>
      ) : (
        <FreeFlowBadge />
      )}
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

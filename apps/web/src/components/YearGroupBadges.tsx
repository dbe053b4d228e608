import { keyStagesLabel, yearGroupsLabel, type YearGroupLike } from '../lib/yearGroups';

/**
 * The years a programme, unit or lesson is written for, compactly (issue #28): "Years 1–2" and "KS1". Nothing when
 * it has none (or the reader may not see them).
 */
export function YearGroupBadges({
  yearGroups,
  className = 'd-flex flex-wrap gap-2 mb-2',
}: {
  yearGroups?: readonly (YearGroupLike | null | undefined)[] | null;
  className?: string;
}) {
  const groups = (yearGroups ?? []).filter((group): group is YearGroupLike => !!group?.title);
  const years = yearGroupsLabel(groups);
  if (!years) return null;
  const stages = keyStagesLabel(groups);
  return (
    <p className={`year-group-badges ${className}`}>
      <span className="badge rounded-pill text-bg-light border">
        <span className="visually-hidden">For </span>
        {years}
      </span>
      {stages && (
        <span className="badge rounded-pill text-bg-light border">
          <span className="visually-hidden">, key stage </span>
          {stages}
        </span>
      )}
    </p>
  );
}

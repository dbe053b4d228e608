import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * Previous, where the class is in the whole lesson (announced), and next, under the slide; an end without a link
 * keeps its place. `detail` is the place within the activity (or sub-slideshow), as secondary text.
 */
export function SlideControls({
  back,
  forward,
  previousLabel,
  nextLabel,
  counter,
  detail,
}: {
  back: string | null;
  forward: string | null;
  previousLabel: string;
  nextLabel: string;
  counter: string;
  detail: string | null;
}) {
  return (
    <div className="lesson-mode__controls">
      <StepLink to={back} label={previousLabel} keys="ArrowLeft PageUp">
        <ChevronLeft aria-hidden="true" size={20} />
        Previous
      </StepLink>
      <p className="mb-0 lesson-mode__counter" aria-live="polite">
        <span className="lesson-mode__counter-main">{counter}</span>
        {detail && <span className="lesson-mode__counter-detail">{detail}</span>}
      </p>
      <StepLink to={forward} label={nextLabel} keys="ArrowRight PageDown">
        Next
        <ChevronRight aria-hidden="true" size={20} />
      </StepLink>
    </div>
  );
}

/** Previous or next, named for where it leads; at an end, an empty place so the counter stays in the middle. */
function StepLink({
  to,
  label,
  keys,
  children,
}: {
  to: string | null;
  label: string;
  keys: string;
  children: ReactNode;
}) {
  if (!to) return <span />;
  return (
    <Link to={to} className="btn btn-light lesson-mode__step" aria-label={label} aria-keyshortcuts={keys}>
      {children}
    </Link>
  );
}

/** A thin bar across the whole lesson, one segment per activity, filled up to the slide on the projector. */
export function LessonProgress({
  segments,
  number,
  total,
}: {
  segments: readonly number[];
  number: number;
  total: number;
}) {
  // Where each activity begins in the lesson's count.
  const starts = segments.map((_, index) => segments.slice(0, index).reduce((sum, count) => sum + count, 0));
  return (
    <div
      className="lesson-mode__progress"
      role="progressbar"
      aria-label="Lesson progress"
      aria-valuemin={1}
      aria-valuemax={Math.max(total, 1)}
      aria-valuenow={number}
      aria-valuetext={`Slide ${number} of ${total}`}
    >
      {segments.map((count, index) => {
        const filled = Math.min(Math.max(number - starts[index], 0), count);
        return (
          <span key={index} className="lesson-mode__progress-segment" style={{ flexGrow: count }}>
            <span className="lesson-mode__progress-fill" style={{ width: `${(filled / count) * 100}%` }} />
          </span>
        );
      })}
    </div>
  );
}

import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { NextLessonLink, type LessonUnit } from './NextLessonLink';

/**
 * After the last slide: where the class has got to, and the ways on — 'Next lesson' (or 'Back to the unit'),
 * 'Back to the lesson' (its last slide) and 'Exit'. The focus moves to the heading, so a screen reader says it.
 */
export function LessonEnd({
  title,
  slideCount,
  activityCount,
  backToLesson,
  exit,
  unit,
  progress,
  children,
}: {
  title: string;
  slideCount: number;
  activityCount: number;
  backToLesson: string;
  exit: string;
  unit: LessonUnit | null;
  progress: ReactNode;
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="lesson-end">
      {progress}
      <section className="lesson-end__panel" aria-labelledby="lesson-end-heading">
        <p className="lesson-end__kicker">{title}</p>
        <h1 id="lesson-end-heading" ref={heading} tabIndex={-1} className="lesson-end__heading">
          End of the slides
        </h1>
        <p className="lesson-end__summary">
          {slideCount === 1 ? '1 slide' : `${slideCount} slides`}
          {activityCount > 1 && ` in ${activityCount} activities`}
        </p>
        <div className="lesson-end__actions">
          {unit && <NextLessonLink unit={unit} />}
          <Link to={backToLesson} className="btn btn-lg btn-outline-light" aria-keyshortcuts="ArrowLeft PageUp">
            Back to the lesson
          </Link>
          <Link to={exit} className="btn btn-lg btn-outline-light">
            Exit
          </Link>
        </div>
      </section>
      {children}
    </div>
  );
}

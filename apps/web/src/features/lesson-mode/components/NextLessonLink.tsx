import { useQuery } from '@apollo/client/react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { Link } from 'react-router';
import { nextLessonIn } from '../../../lib/unitLessons';
import { lessonModeUnitLessonsQuery } from '../api/slideshows';

/** The unit a lesson in lesson mode belongs to: where 'Next lesson' looks, and 'Back to the unit' goes. */
export interface LessonUnit {
  unitId: string;
  customUnit: boolean;
  lessonId: string;
  /** The unit's page, e.g. /primary/p/unit/u1. */
  path: string;
}

/**
 * The end screen's way on: 'Next lesson' (the unit's next lesson, in lesson mode unless that lesson has it turned
 * off), or 'Back to the unit' on the unit's last lesson, or when the list cannot be had (offline).
 */
export function NextLessonLink({ unit }: { unit: LessonUnit }) {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const { data, loading } = useQuery(lessonModeUnitLessonsQuery, {
    variables: { unitId: unit.unitId, customUnit: unit.customUnit },
    skip: offline,
  });
  if (loading) return <span className="btn btn-lg btn-primary lesson-end__placeholder" aria-hidden="true" />;
  const lessons = unit.customUnit
    ? (data?.customScheme?.lessons ?? []).map((entry) => entry.lesson)
    : (data?.scheme?.lessons ?? []);
  const next = nextLessonIn(lessons, unit.lessonId);
  if (!next)
    return (
      <Link to={unit.path} className="btn btn-lg btn-primary lesson-end__main">
        Back to the unit
      </Link>
    );
  const overview = `${unit.path}/lesson/${next.documentId}`;
  return (
    <Link
      to={next.disable_lesson_mode ? overview : `${overview}/slides`}
      className="btn btn-lg btn-primary lesson-end__main"
    >
      <span className="lesson-end__label">
        Next lesson <ArrowRight aria-hidden="true" size={20} />
      </span>
      <span className="lesson-end__next-title">{next.title}</span>
    </Link>
  );
}

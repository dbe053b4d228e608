import { ComingSoon } from '../../components/ComingSoon';

// Registered routes whose screens later issues build (SPEC §2).

export function LessonOverviewPage() {
  return <ComingSoon title="Lesson overview" />;
}

export function CustomUnitLessonPage() {
  return <ComingSoon title="Custom unit lesson overview" />;
}

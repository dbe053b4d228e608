import { ComingSoon } from '../../components/ComingSoon';

// Registered routes whose screens later issues build (SPEC §2); lesson-mode titles end in '(Lesson mode)'.

export function PlaylistSlidesPage() {
  return <ComingSoon title="Playlist (Lesson mode)" breadcrumbs={false} />;
}

export function LessonSlidesPage() {
  return <ComingSoon title="Lesson (Lesson mode)" breadcrumbs={false} />;
}

export function ActivitySlidesPage() {
  return <ComingSoon title="Activity (Lesson mode)" breadcrumbs={false} />;
}

import { ComingSoon } from '../../components/ComingSoon';

// SPEC §2 lesson-mode routes; titles end in '(Lesson mode)'.
export { ActivitySlidesPage, LessonSlidesPage } from './LessonModePages';

export function PlaylistSlidesPage() {
  return <ComingSoon title="Playlist (Lesson mode)" breadcrumbs={false} />;
}

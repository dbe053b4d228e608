import { Outlet } from 'react-router';

/** Full screen and dark, without header or footer: slideshows run in front of a class (SPEC §2 lesson mode). */
export function LessonModeLayout() {
  return (
    <main id="main-content" className="lesson-mode min-vh-100" data-bs-theme="dark" data-layout="lesson-mode">
      <Outlet />
    </main>
  );
}

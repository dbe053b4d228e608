import { Outlet } from 'react-router';
import { useOnline } from '../../components/useOnline';

/** Full screen and dark, without header or footer: slideshows run in front of a class (SPEC-GUIDE §2 lesson mode). */
export function LessonModeLayout() {
  const online = useOnline();
  return (
    <main id="main-content" className="lesson-mode" data-bs-theme="dark" data-layout="lesson-mode">
      {!online && (
        // The offline banner, one slim line: saved lessons run from this device.
        <section aria-label="You are offline" className="alert alert-info rounded-0 border-0 small py-1 px-3 mb-0">
          You are offline. Lessons saved on this device run without the network.
        </section>
      )}
      <Outlet />
    </main>
  );
}

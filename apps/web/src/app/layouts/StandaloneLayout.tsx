import { Outlet } from 'react-router';
import { Header } from './Header';

/** Header only: /login, and the at-home pages with the navigation hidden (SPEC-GUIDE §2 "Standalone layouts"). */
export function StandaloneLayout({ showNavigation = true }: { showNavigation?: boolean }) {
  return (
    <div className="d-flex flex-column min-vh-100" data-layout="standalone">
      <Header showNavigation={showNavigation} />
      <main id="main-content" className="flex-grow-1" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

export function AtHomeLayout() {
  return <StandaloneLayout showNavigation={false} />;
}

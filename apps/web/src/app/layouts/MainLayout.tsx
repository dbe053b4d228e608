import { lazy, Suspense } from 'react';
import { useNavigation, useOutlet } from 'react-router';
import { PageSkeleton } from '../../components/Skeleton';
import { Spinner } from '../../components/Spinner';
import { Footer } from './Footer';
import { Header } from './Header';
import { useOnline } from '../../components/useOnline';

// Loaded only while offline (from the service worker's copy of the app), so every other visit carries none of it.
const SavedOfflineNotice = lazy(() => import('../../features/offline/SavedOfflineNotice'));

/**
 * Header, page, footer: most screens (SPEC-GUIDE §2 "Main layout"). It is also what shows while the first screen's code
 * loads (the router's HydrateFallback, without a screen to show yet): the header and footer are there at once and
 * stay the same elements when the screen arrives, so nothing moves and an opened menu stays open.
 */
export function MainLayout() {
  const navigation = useNavigation();
  const screen = useOutlet();
  const online = useOnline();
  return (
    <div className="d-flex flex-column min-vh-100" data-layout="main">
      <Header />
      <main id="main-content" className="flex-grow-1" tabIndex={-1}>
        {!online && (
          <Suspense fallback={null}>
            <SavedOfflineNotice />
          </Suspense>
        )}
        {navigation.state === 'loading' && (
          <div className="route-pending">
            <Spinner />
          </div>
        )}
        {screen ?? <PageSkeleton />}
      </main>
      <Footer />
    </div>
  );
}

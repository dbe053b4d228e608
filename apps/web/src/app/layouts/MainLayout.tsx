import { useNavigation, useOutlet } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { Footer } from './Footer';
import { Header } from './Header';

/**
 * Header, page, footer: most screens (SPEC §2 "Main layout"). It is also what shows while the first screen's code
 * loads (the router's HydrateFallback, without a screen to show yet): the header and footer are there at once and
 * stay the same elements when the screen arrives, so nothing moves and an opened menu stays open.
 */
export function MainLayout() {
  const navigation = useNavigation();
  const screen = useOutlet();
  return (
    <div className="d-flex flex-column min-vh-100" data-layout="main">
      <Header />
      <main id="main-content" className="flex-grow-1" tabIndex={-1}>
        {navigation.state === 'loading' && (
          <div className="route-pending">
            <Spinner />
          </div>
        )}
        {screen ?? <Spinner />}
      </main>
      <Footer />
    </div>
  );
}

import { Outlet, useNavigation } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { Footer } from './Footer';
import { Header } from './Header';

/** Header, page, footer: most screens (SPEC §2 "Main layout"). */
export function MainLayout() {
  const navigation = useNavigation();
  return (
    <div className="d-flex flex-column min-vh-100" data-layout="main">
      <Header />
      <main id="main-content" className="flex-grow-1" tabIndex={-1}>
        {navigation.state === 'loading' && (
          <div className="route-pending">
            <Spinner />
          </div>
        )}
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

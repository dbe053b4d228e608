import { Link } from 'react-router';
import { usePageTitle } from './PageTitle';

/** SPEC-GUIDE §2/§8: any unmatched path, and content that does not exist (an unknown audience slug). */
export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <section className="not-found" data-bs-theme="dark">
      <div className="container py-5">
        <h1 className="display-3">Lost?</h1>
        <p className="lead">That page could not be found</p>
        <Link to="/" className="btn btn-outline-light">
          Return to the home page
        </Link>
      </div>
    </section>
  );
}

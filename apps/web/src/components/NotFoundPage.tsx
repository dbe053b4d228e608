import { useContext } from 'react';
import { Link } from 'react-router';
import { PageHeadContext, usePageTitle } from './PageTitle';

/** SPEC-GUIDE §2/§8: any unmatched path, and content that does not exist (an unknown audience slug). */
export function NotFoundPage() {
  usePageTitle('Page not found');
  // A server-rendered not-found answers 404, also where a route matched but its content does not exist.
  useContext(PageHeadContext)?.({ notFound: true });
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

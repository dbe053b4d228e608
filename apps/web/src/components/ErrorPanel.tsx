import { isRouteErrorResponse, Link, useLocation, useNavigate, useRouteError } from 'react-router';
import { isUnavailable } from '../lib/connection';
import { siteConfig } from '../lib/siteConfig';
import { useOnline } from './useOnline';
import { useSession } from './useSession';

/** The text of whatever went wrong: a thrown Error, a route error response, an Apollo error, or anything else. */
export function errorBody(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const data = typeof error.data === 'string' ? error.data : '';
    return [`${error.status} ${error.statusText}`.trim(), data].filter(Boolean).join(': ');
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return error == null ? '' : String(error);
}

/** Back one step inside the app when there is somewhere to go back to, else home. */
function useGoBack() {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/');
  };
}

/**
 * A page that could not load because this device is offline and has not saved it: one plain line, not an error
 * (a saved lesson's pages come from the service worker instead).
 */
function NotSavedForOffline() {
  return (
    <div className="container py-4">
      <p className="alert alert-info mb-0" role="status">
        This page isn&apos;t saved for offline use. Reconnect to open it, or{' '}
        <Link to="/" className="alert-link">
          open a lesson saved on this device
        </Link>
        .
      </p>
    </div>
  );
}

/** SPEC-GUIDE §8: what a page shows when it cannot load; logged-out visitors are told to log in instead. */
export function ErrorPanel({ error }: { error?: unknown }) {
  const { loggedIn } = useSession();
  const { pathname } = useLocation();
  const goBack = useGoBack();
  const online = useOnline();

  if (!online && error !== undefined && isUnavailable(error)) return <NotSavedForOffline />;

  if (!loggedIn) {
    return (
      <div className="container py-5">
        <div className="alert alert-warning" role="alert">
          <p className="mb-2">You need to be logged in to access this content.</p>
          {/* The header's words for the same action (SPEC-GUIDE §2 Header "Log In"). */}
          <Link to="/login" className="alert-link">
            Log In
          </Link>
        </div>
      </div>
    );
  }

  const body = errorBody(error);
  return (
    <div className="container py-5">
      <div className="alert alert-danger" role="alert">
        <p className="fw-bold">Oops! Seems like we played the wrong note and can&apos;t show this page...</p>
        <p>
          Page: <code>{pathname}</code>
        </p>
        {body && <pre className="error-panel__body">{body}</pre>}
        <p className="mb-0">
          You can{' '}
          <a
            href="/"
            className="alert-link"
            onClick={(event) => {
              event.preventDefault();
              goBack();
            }}
          >
            return to the previous view
          </a>{' '}
          or contact us at{' '}
          <a href={`mailto:${siteConfig.helpEmail}`} className="alert-link">
            {siteConfig.helpEmail}
          </a>
          .
        </p>
      </div>
    </div>
  );
}

/** The errorElement of every route: nothing a route throws ends in a white screen. */
export function RouteErrorPanel() {
  const error = useRouteError();
  return <ErrorPanel error={error} />;
}

import { ErrorPanel } from './ErrorPanel';
import { NotFoundPage } from './NotFoundPage';
import { Spinner } from './Spinner';

/**
 * What a page shows until it has something to show: a spinner while it loads, the error if loading failed, and
 * 'not found' when the answer came without the page. Pages read `if (loading || error || !view) return <PageStatus
 * loading={loading} error={error} />`, after which `view` is there.
 */
export function PageStatus({ loading, error }: { loading: boolean; error?: unknown }) {
  if (loading) return <Spinner />;
  if (error) return <ErrorPanel error={error} />;
  return <NotFoundPage />;
}

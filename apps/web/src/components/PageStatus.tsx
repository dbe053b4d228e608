import { ErrorPanel } from './ErrorPanel';
import { NotFoundPage } from './NotFoundPage';
import { PageSkeleton } from './Skeleton';

/**
 * What a page shows until it has something to show: a skeleton of the page while it loads (with its heading when
 * already known), the error if loading failed, and 'not found' when the answer came without the page. Pages read
 * `if (loading || error || !view) return <PageStatus loading={loading} error={error} />`, after which `view` is there.
 */
export function PageStatus({
  loading,
  error,
  heading,
}: {
  loading: boolean;
  error?: unknown;
  heading?: string | null;
}) {
  if (loading) return <PageSkeleton heading={heading} />;
  if (error) return <ErrorPanel error={error} />;
  return <NotFoundPage />;
}

import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { NOT_SAVED_WHILE_UNAVAILABLE } from '../lib/connection';

/**
 * A write that found the CMS out of reach (issue 33): it says so, keeps everything on screen as it was, and offers
 * to try the same save again.
 */
export function NotSavedAlert({
  onRetry,
  retrying,
  className,
}: {
  onRetry: () => void;
  retrying: boolean;
  className?: string;
}) {
  return (
    <Alert variant="warning" className={className}>
      <p className="mb-2">{NOT_SAVED_WHILE_UNAVAILABLE}</p>
      <Button variant="outline-dark" size="sm" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying…' : 'Retry'}
      </Button>
    </Alert>
  );
}

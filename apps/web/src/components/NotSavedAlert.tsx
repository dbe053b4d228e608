import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { notSavedText } from '../lib/connection';

/**
 * A write that found the CMS out of reach (issue 33), or made while the device is offline: it says so, keeps
 * everything on screen as it was, and offers to try the same save again.
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
      <p className="mb-2">{notSavedText()}</p>
      <Button variant="outline-dark" size="sm" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying…' : 'Retry'}
      </Button>
    </Alert>
  );
}

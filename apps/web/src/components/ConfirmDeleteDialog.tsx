import { useId, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

/** Asks before something of the teacher's is deleted: nothing is deleted until they confirm. */
export function ConfirmDeleteDialog({
  heading,
  children,
  confirmLabel = 'Delete',
  failure,
  show,
  deleting,
  error,
  onConfirm,
  onCancel,
}: {
  heading: string;
  /** What will (and will not) go. */
  children: ReactNode;
  confirmLabel?: string;
  /** Leads the server's reason when deleting fails, e.g. 'The unit could not be deleted'. */
  failure: string;
  show: boolean;
  deleting: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  return (
    <Modal show={show} onHide={onCancel} aria-labelledby={`${id}-title`}>
      <Modal.Header closeButton>
        <Modal.Title id={`${id}-title`} as="h2" className="h5">
          {heading}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{children}</p>
        {error && (
          <Alert variant="danger" className="mt-3 mb-0">
            {failure}: {error}
          </Alert>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={deleting}>
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

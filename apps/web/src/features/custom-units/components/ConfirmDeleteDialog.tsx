import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

/** Asks before a unit is deleted: nothing is deleted until the teacher confirms. */
export function ConfirmDeleteDialog({
  unitTitle,
  show,
  deleting,
  error,
  onConfirm,
  onCancel,
}: {
  unitTitle: string;
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
          Delete this unit?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">‘{unitTitle}’ will be deleted. Its lessons stay in the programme; only your unit goes.</p>
        {error && (
          <Alert variant="danger" className="mt-3 mb-0">
            The unit could not be deleted: {error}
          </Alert>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={deleting}>
          Delete
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

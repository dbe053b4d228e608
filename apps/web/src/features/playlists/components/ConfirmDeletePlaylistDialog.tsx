import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

/** Asks before a playlist is deleted: nothing is deleted until the teacher confirms. */
export function ConfirmDeletePlaylistDialog({
  playlistTitle,
  show,
  deleting,
  error,
  onConfirm,
  onCancel,
}: {
  playlistTitle: string;
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
          Delete this playlist?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">
          ‘{playlistTitle}’ will be deleted. The activities and recordings in it stay in the libraries; only your
          playlist goes.
        </p>
        {error && (
          <Alert variant="danger" className="mt-3 mb-0">
            The playlist could not be deleted: {error}
          </Alert>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={deleting}>
          Delete playlist
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

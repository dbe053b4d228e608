import { useId, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';

/** SPEC §4 Unit creation's name dialog; SPEC §5: save is disabled while the name is empty, and submit does nothing. */
export function NameUnitDialog({
  show,
  saving,
  error,
  onSave,
  onCancel,
}: {
  show: boolean;
  saving: boolean;
  error: string | null;
  onSave: (title: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const title = name.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title || saving) return;
    onSave(title);
  };

  return (
    // The name field takes the focus once the dialog is open: naming is all there is to do here.
    <Modal show={show} onHide={onCancel} onEntered={() => input.current?.focus()} aria-labelledby={`${id}-title`}>
      <Form onSubmit={submit}>
        <Modal.Header closeButton>
          <Modal.Title id={`${id}-title`} as="h2" className="h5">
            Name your unit
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group controlId={`${id}-name`}>
            <Form.Label>Unit name</Form.Label>
            <Form.Control
              value={name}
              onChange={(event) => setName(event.target.value)}
              autoComplete="off"
              ref={input}
              required
              maxLength={200}
            />
          </Form.Group>
          {error && (
            <Alert variant="danger" className="mt-3 mb-0">
              The unit could not be saved: {error}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={!title || saving}>
            Save
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

import { useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';

/**
 * 'Create a new playlist' from the playlists list: a name and an audience (the first one unless the teacher picks
 * another, as SPEC §4 defaults it). SPEC §5: nothing is created without a name.
 */
export function CreatePlaylistDialog({
  show,
  audiences,
  creating,
  error,
  onCreate,
  onCancel,
}: {
  show: boolean;
  audiences: readonly { documentId: string; title: string }[];
  creating: boolean;
  error: string | null;
  onCreate: (details: { title: string; audience: string | null }) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [title, setTitle] = useState('');
  const [audience, setAudience] = useState('');
  const name = title.trim();
  const chosenAudience = audience || audiences[0]?.documentId || null;

  const close = () => {
    setTitle('');
    setAudience('');
    onCancel();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name || creating) return;
    onCreate({ title: name, audience: chosenAudience });
  };

  return (
    <Modal show={show} onHide={close} aria-labelledby={`${id}-title`}>
      <Form onSubmit={submit}>
        <Modal.Header closeButton>
          <Modal.Title id={`${id}-title`} as="h2" className="h5">
            Create a new playlist
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group controlId={`${id}-name`} className="mb-3">
            <Form.Label>Playlist name</Form.Label>
            <Form.Control
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              autoComplete="off"
              required
            />
          </Form.Group>
          {audiences.length > 0 && (
            <Form.Group controlId={`${id}-audience`}>
              <Form.Label>Audience</Form.Label>
              <Form.Select value={chosenAudience ?? ''} onChange={(event) => setAudience(event.target.value)}>
                {audiences.map((option) => (
                  <option key={option.documentId} value={option.documentId}>
                    {option.title}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          )}
          {error && (
            <Alert variant="danger" className="mt-3 mb-0">
              The playlist could not be created: {error}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={!name || creating}>
            Create playlist
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

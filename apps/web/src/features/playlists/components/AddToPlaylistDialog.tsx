import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import './AddToPlaylistDialog.css';

export type PlaylistItemKind = 'activity' | 'audio';

export interface PlaylistChoice {
  id: string;
  title: string;
}

/** What the teacher asked for: append to a playlist, or create one with this name (SPEC-GUIDE §4 Playlist dialog). */
export type AddToPlaylistRequest = { playlistId: string } | { newPlaylistTitle: string };

const CREATE_NEW = '__create__';

/**
 * SPEC-GUIDE §2 Add-to-playlist dialog (400 px wide) with the two modes of SPEC-GUIDE §4: select mode, or create mode
 * when 'Create a new playlist' is chosen or the teacher has no playlists. SPEC-GUIDE §5: a new playlist is made only
 * when no
 * playlist is selected and a name is present. The caller does the adding (`onAdd`); the dialog closes afterwards.
 */
export function AddToPlaylistDialog({
  show,
  kind,
  itemTitle,
  playlists,
  loading = false,
  onAdd,
  onClose,
}: {
  show: boolean;
  kind: PlaylistItemKind;
  itemTitle: string;
  playlists: readonly PlaylistChoice[];
  /** The teacher's playlists are still on their way: nothing to choose yet, so nothing to add. */
  loading?: boolean;
  onAdd: (request: AddToPlaylistRequest) => void | Promise<void>;
  onClose: () => void;
}) {
  const id = useId();
  const [selected, setSelected] = useState('');
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const creating = playlists.length === 0 || selected === CREATE_NEW;
  const playlistId = creating ? '' : selected;
  const request: AddToPlaylistRequest | null = playlistId
    ? { playlistId }
    : name.trim()
      ? { newPlaylistTitle: name.trim() }
      : null;

  const reset = () => {
    setSelected('');
    setName('');
    setSaving(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!request || saving || loading) return;
    setSaving(true);
    try {
      await onAdd(request);
    } finally {
      reset();
      onClose();
    }
  };

  return (
    <Modal
      show={show}
      onHide={() => {
        reset();
        onClose();
      }}
      dialogClassName="add-to-playlist-dialog"
      aria-labelledby={`${id}-title`}
    >
      <Form onSubmit={submit}>
        <Modal.Header closeButton>
          <Modal.Title id={`${id}-title`} as="h2" className="h5">
            {kind === 'activity' ? 'Add to playlist' : 'Add to a playlist'}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="text-body-secondary">{itemTitle}</p>
          {loading && (
            <p role="status" className="d-flex align-items-center gap-2">
              <span className="spinner-border spinner-border-sm" aria-hidden="true" /> Loading your playlists…
            </p>
          )}
          {!loading && playlists.length > 0 && (
            <Form.Group controlId={`${id}-playlist`} className="mb-3">
              <Form.Label>Select a playlist</Form.Label>
              <Form.Select value={selected} onChange={(event) => setSelected(event.target.value)}>
                <option value="">Select a playlist</option>
                {playlists.map((playlist) => (
                  <option key={playlist.id} value={playlist.id}>
                    {playlist.title}
                  </option>
                ))}
                <option value={CREATE_NEW}>Create a new playlist</option>
              </Form.Select>
            </Form.Group>
          )}
          {!loading && creating && (
            <Form.Group controlId={`${id}-name`}>
              {playlists.length === 0 && <p className="fw-semibold mb-2">Create a new playlist</p>}
              <Form.Label>Playlist name</Form.Label>
              <Form.Control value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" />
            </Form.Group>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button
            variant="outline-secondary"
            onClick={() => {
              reset();
              onClose();
            }}
          >
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={!request || saving || loading}>
            {kind === 'activity' ? 'Add activity' : 'Add audio'}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

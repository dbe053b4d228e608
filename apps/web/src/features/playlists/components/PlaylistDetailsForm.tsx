import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { NameField } from '../../../components/NameField';
import { NotSavedAlert } from '../../../components/NotSavedAlert';
import { AudienceSelect } from './AudienceSelect';

export interface PlaylistDetails {
  title: string;
  audience: string | null;
}

/**
 * SPEC-GUIDE §2 'Edit playlist details': rename the playlist and file it under another audience, or delete it (the page
 * asks for a confirmation first). Save stays disabled while the name is empty.
 */
export function PlaylistDetailsForm({
  initial,
  audiences,
  saving,
  error,
  unavailable = false,
  onSave,
  onCancel,
  onDelete,
}: {
  initial: PlaylistDetails;
  audiences: readonly { documentId: string; title: string }[];
  saving: boolean;
  error: string | null;
  /** The save found the CMS out of reach: the name and audience stay and Retry saves them. */
  unavailable?: boolean;
  onSave: (details: PlaylistDetails) => void;
  onCancel: () => void;
  onDelete: () => void;
}) {
  const id = useId();
  const [title, setTitle] = useState(initial.title);
  const [audience, setAudience] = useState(initial.audience ?? '');
  const nameInput = useRef<HTMLInputElement>(null);
  const name = title.trim();

  useEffect(() => {
    nameInput.current?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name || saving) return;
    onSave({ title: name, audience: audience || null });
  };

  return (
    <Form onSubmit={submit} className="card card-body mb-4" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="h4">
        Edit playlist details
      </h2>
      <NameField label="Playlist name" value={title} onChange={setTitle} inputRef={nameInput} className="mb-3" />
      {/* A playlist filed under no audience keeps that choice until the teacher picks one. */}
      <AudienceSelect
        audiences={audiences}
        value={audience}
        onChange={setAudience}
        noneLabel={initial.audience ? undefined : 'No audience'}
        className="mb-3"
      />
      {error && unavailable && (
        <NotSavedAlert onRetry={() => onSave({ title: name, audience: audience || null })} retrying={saving} />
      )}
      {error && !unavailable && <Alert variant="danger">The playlist could not be saved: {error}</Alert>}
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" variant="primary" disabled={!name || saving}>
          Save
        </Button>
        <Button variant="outline-secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button variant="outline-danger" className="ms-auto" onClick={onDelete} disabled={saving}>
          Delete playlist
        </Button>
      </div>
    </Form>
  );
}

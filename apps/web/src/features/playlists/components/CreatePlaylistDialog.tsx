import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { FormDialog } from '../../../components/FormDialog';
import { NameField } from '../../../components/NameField';

/**
 * 'Create a new playlist' from the playlists list: a name and an audience (the first one unless the teacher picks
 * another, as SPEC §4 defaults it). SPEC §5: nothing is created without a name.
 */
export function CreatePlaylistDialog({
  audiences,
  creating,
  onCreate,
  onCancel,
  ...dialog
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

  return (
    <FormDialog
      {...dialog}
      heading="Create a new playlist"
      actionLabel="Create playlist"
      disabled={!name || creating}
      failure="The playlist could not be created"
      onSubmit={() => onCreate({ title: name, audience: chosenAudience })}
      onCancel={close}
    >
      <NameField label="Playlist name" value={title} onChange={setTitle} className="mb-3" />
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
    </FormDialog>
  );
}

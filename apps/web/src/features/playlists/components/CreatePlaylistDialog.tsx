import { useState } from 'react';
import { FormDialog } from '../../../components/FormDialog';
import { NameField } from '../../../components/NameField';
import { AudienceSelect } from './AudienceSelect';

/**
 * 'Create a new playlist' from the playlists list: a name and an audience (the first one unless the teacher picks
 * another, as SPEC-GUIDE §4 defaults it). SPEC-GUIDE §5: nothing is created without a name.
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
        <AudienceSelect audiences={audiences} value={chosenAudience ?? ''} onChange={setAudience} />
      )}
    </FormDialog>
  );
}

import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AddToPlaylistDialog } from './AddToPlaylistDialog';

const playlists = [
  { id: 'pl-1', title: 'Monday warm-ups' },
  { id: 'pl-2', title: 'Assembly' },
];

function renderDialog(props: Partial<Parameters<typeof AddToPlaylistDialog>[0]> = {}) {
  const onAdd = vi.fn();
  const onClose = vi.fn();
  render(
    <AddToPlaylistDialog
      show
      kind="activity"
      itemTitle="The Echo Song"
      playlists={playlists}
      onAdd={onAdd}
      onClose={onClose}
      {...props}
    />,
  );
  return { onAdd, onClose };
}

describe('AddToPlaylistDialog (SPEC §2, §4, §5)', () => {
  it('appends to the selected playlist, then closes', async () => {
    const { onAdd, onClose } = renderDialog();
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('.add-to-playlist-dialog')).not.toBeNull();
    const add = screen.getByRole('button', { name: 'Add activity' });
    expect(add).toBeDisabled();
    expect(screen.queryByLabelText('Playlist name')).toBeNull();
    fireEvent.change(screen.getByLabelText('Select a playlist'), { target: { value: 'pl-2' } });
    fireEvent.click(add);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onAdd).toHaveBeenCalledWith({ playlistId: 'pl-2' });
  });

  it("switches to create mode on 'Create a new playlist' and creates only with a name", async () => {
    const { onAdd } = renderDialog({ kind: 'audio' });
    fireEvent.change(screen.getByLabelText('Select a playlist'), { target: { value: '__create__' } });
    const add = screen.getByRole('button', { name: 'Add audio' });
    expect(add).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Playlist name'), { target: { value: '  Year 3 listening  ' } });
    fireEvent.click(add);
    await vi.waitFor(() => expect(onAdd).toHaveBeenCalledWith({ newPlaylistTitle: 'Year 3 listening' }));
  });

  it('starts in create mode for a teacher without playlists, and Cancel closes without adding', () => {
    const { onAdd, onClose } = renderDialog({ playlists: [] });
    expect(screen.queryByLabelText('Select a playlist')).toBeNull();
    expect(screen.getByText('Create a new playlist')).toBeInTheDocument();
    expect(screen.getByLabelText('Playlist name')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('offers nothing to choose or create while the playlists are loading', () => {
    renderDialog({ playlists: [], loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your playlists…');
    expect(screen.queryByLabelText('Playlist name')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add activity' })).toBeDisabled();
  });
});

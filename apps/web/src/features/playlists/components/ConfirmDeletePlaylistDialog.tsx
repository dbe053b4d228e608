import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';

type Props = { playlistTitle: string } & Omit<
  Parameters<typeof ConfirmDeleteDialog>[0],
  'heading' | 'children' | 'failure' | 'confirmLabel'
>;

/** Asks before a playlist is deleted. */
export function ConfirmDeletePlaylistDialog({ playlistTitle, ...props }: Props) {
  return (
    <ConfirmDeleteDialog
      heading="Delete this playlist?"
      confirmLabel="Delete playlist"
      failure="The playlist could not be deleted"
      {...props}
    >
      ‘{playlistTitle}’ will be deleted. The activities and recordings in it stay in the libraries; only your playlist
      goes.
    </ConfirmDeleteDialog>
  );
}

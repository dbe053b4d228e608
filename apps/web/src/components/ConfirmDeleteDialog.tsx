import type { ReactNode } from 'react';
import { FormDialog } from './FormDialog';

/** Asks before something of the teacher's is deleted: nothing is deleted until they confirm. */
export function ConfirmDeleteDialog({
  children,
  confirmLabel = 'Delete',
  deleting,
  onConfirm,
  ...dialog
}: {
  heading: string;
  /** What will (and will not) go. */
  children: ReactNode;
  confirmLabel?: string;
  /** Leads the server's reason when deleting fails, e.g. 'The unit could not be deleted'. */
  failure: string;
  show: boolean;
  deleting: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <FormDialog {...dialog} actionLabel={confirmLabel} actionVariant="danger" disabled={deleting} onSubmit={onConfirm}>
      <p className="mb-0">{children}</p>
    </FormDialog>
  );
}

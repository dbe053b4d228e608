import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { errorBody } from '../../components/ErrorPanel';
import { deleteCustomSchemeMutation } from './api/customUnits';

/**
 * Deleting a unit once the teacher confirms: which unit the dialog asks about, the call, and why it failed (the
 * dialog stays open with the reason). `afterDelete` runs once the CMS has deleted it (leave the page, or reload a
 * list).
 */
export function useUnitDeletion(afterDelete: () => void | Promise<unknown>) {
  const [deleteUnit, deletion] = useMutation(deleteCustomSchemeMutation);
  const [unit, setUnit] = useState<{ id: string; title: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (!unit) return;
    setError(null);
    try {
      await deleteUnit({ variables: { id: unit.id } });
      setUnit(null);
      await afterDelete();
    } catch (problem) {
      setError(errorBody(problem));
    }
  };

  return {
    /** Opens the dialog for this unit. */
    ask: (asked: { id: string; title: string }) => {
      setError(null);
      setUnit(asked);
    },
    /** The props of the unit's ConfirmDeleteDialog. */
    dialog: {
      show: unit !== null,
      unitTitle: unit?.title ?? '',
      deleting: deletion.loading,
      error,
      onConfirm: confirm,
      onCancel: () => setUnit(null),
    },
  };
}

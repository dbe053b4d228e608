import { useRef, useState } from 'react';
import { FormDialog } from '../../../components/FormDialog';
import { NameField } from '../../../components/NameField';

/**
 * SPEC-GUIDE §4 Unit creation's name dialog; SPEC-GUIDE §5: save is disabled while the name is empty, and submit does
 * nothing.
 */
export function NameUnitDialog({
  saving,
  onSave,
  ...dialog
}: {
  show: boolean;
  saving: boolean;
  error: string | null;
  unavailable?: boolean;
  onSave: (title: string) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const title = name.trim();

  return (
    // The name field takes the focus once the dialog is open: naming is all there is to do here.
    <FormDialog
      {...dialog}
      heading="Name your unit"
      disabled={!title || saving}
      failure="The unit could not be saved"
      onSubmit={() => onSave(title)}
      onEntered={() => input.current?.focus()}
    >
      <NameField label="Unit name" value={name} onChange={setName} inputRef={input} maxLength={200} />
    </FormDialog>
  );
}

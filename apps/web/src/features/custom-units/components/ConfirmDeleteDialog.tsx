import { ConfirmDeleteDialog as ConfirmDelete } from '../../../components/ConfirmDeleteDialog';

type Props = { unitTitle: string } & Omit<Parameters<typeof ConfirmDelete>[0], 'heading' | 'children' | 'failure'>;

/** Asks before a unit is deleted. */
export function ConfirmDeleteDialog({ unitTitle, ...props }: Props) {
  return (
    <ConfirmDelete heading="Delete this unit?" failure="The unit could not be deleted" {...props}>
      ‘{unitTitle}’ will be deleted. Its lessons stay in the programme; only your unit goes.
    </ConfirmDelete>
  );
}

// Deleting a row behind the shared confirmation: `ask(row)` opens it, `modal` is placed once in the screen.
import { type ReactNode, useState } from 'react';
import { ConfirmModal } from '@/components/ui/confirm-modal';

interface DeleteMutation<Id> {
  mutate: (id: Id, options: { onSuccess?: () => void; onSettled?: () => void }) => void;
  isPending: boolean;
}

interface ConfirmedDeleteOptions<Row, Id> {
  mutation: DeleteMutation<Id>;
  idOf: (row: Row) => Id;
  title: string;
  /** What goes, said in the confirmation. */
  message: (row: Row) => ReactNode;
  confirmLabel?: string;
  /** Enter confirms (quick deletions); otherwise Enter cancels. */
  focusConfirm?: boolean;
  /** `settled`: the confirmation closes on failure too (the failure is shown by the toaster). */
  closeOn?: 'success' | 'settled';
}

export function useConfirmedDelete<Row, Id = number>({
  mutation,
  idOf,
  title,
  message,
  confirmLabel = 'Supprimer',
  focusConfirm,
  closeOn = 'success',
}: ConfirmedDeleteOptions<Row, Id>) {
  const [row, setRow] = useState<Row | null>(null);
  const close = () => setRow(null);
  const modal = (
    <ConfirmModal
      opened={row !== null}
      title={title}
      confirmLabel={confirmLabel}
      focusConfirm={focusConfirm}
      loading={mutation.isPending}
      onClose={close}
      onConfirm={() =>
        row !== null && mutation.mutate(idOf(row), closeOn === 'success' ? { onSuccess: close } : { onSettled: close })
      }
    >
      {row !== null ? message(row) : null}
    </ConfirmModal>
  );
  return { ask: (next: Row) => setRow(next), row, modal };
}

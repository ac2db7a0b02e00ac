// Staff erasing an account for good, with a reason that is recorded: from the account's edit screen and from the
// user list alike.
import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { PERSONAL_DATA_MESSAGES, reasonSchema } from '@tremplin/shared';
import { useState } from 'react';
import { useStaffErase } from '../api/staff-actions';

/** A reason the server accepts (erasure, keeping longer). */
export const validReason = (reason: string) => reasonSchema.safeParse({ motif: reason }).success;

export interface AccountToErase {
  id: number;
  /** Who it is, when the screen does not already say it: « Hugo PETIT (hugo@exemple.fr) ». */
  label?: string;
}

export function EraseAccountDialog({
  account,
  onClose,
  onErased,
}: {
  account: AccountToErase | null;
  onClose: () => void;
  onErased: () => void;
}) {
  const erase = useStaffErase();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const reset = () => {
    setReason('');
    setTried(false);
  };
  const close = () => {
    reset();
    onClose();
  };
  return (
    <Modal opened={account !== null} onClose={close} title="Effacer définitivement ce compte ?" centered>
      <Text mb="md">
        {account?.label ? `Le compte de ${account.label}` : 'Le compte'}, ses fichiers et ses données sont effacés tout
        de suite, sans retour possible. Ce que d’autres doivent garder (les messages qu’ils ont reçus, les totaux de
        candidatures) reste lisible, signé « Ancien membre ».
      </Text>
      <Textarea
        label="Motif de l’effacement"
        required
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        error={tried && !validReason(reason) ? PERSONAL_DATA_MESSAGES.reasonRequired : undefined}
        autosize
        minRows={2}
        data-autofocus
      />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close}>
          Annuler
        </Button>
        <Button
          color="red"
          loading={erase.isPending}
          onClick={() => {
            setTried(true);
            if (account && validReason(reason))
              erase.mutate(
                { id: account.id, motif: reason },
                {
                  onSuccess: () => {
                    reset();
                    onErased();
                  },
                },
              );
          }}
        >
          Effacer
        </Button>
      </Group>
    </Modal>
  );
}

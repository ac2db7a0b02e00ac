// The candidate's answer buttons: accept a pending invitation, refuse a pending or accepted one (after confirming).
import { Button, Group } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { Invitation } from '@tremplin/shared';
import { useRef, useState } from 'react';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { useAnswerInvitation } from '../api/answer-invitation';

export function InvitationAnswers({ invitation }: { invitation: Invitation }) {
  const answer = useAnswerInvitation();
  const [refusing, setRefusing] = useState(false);
  // Accepting removes the button that had the focus: the keyboard goes on from the answer still possible.
  const refuseButton = useRef<HTMLButtonElement>(null);
  const open = invitation.etatInvitation === 'EN_ATTENTE' || invitation.etatInvitation === 'CONFIRMÉE';
  if (!open) return null;
  const name = invitation.jobDating.thematique;
  return (
    <Group gap="xs">
      {invitation.etatInvitation === 'EN_ATTENTE' ? (
        <Button
          size="compact-md"
          color="teal.9"
          leftSection={<IconCheck size={16} aria-hidden="true" />}
          aria-label={`Accepter l’invitation à ${name}`}
          loading={answer.isPending && answer.variables?.answer === 'accepter'}
          onClick={() =>
            answer.mutate(
              { id: invitation.id, answer: 'accepter' },
              { onSuccess: () => requestAnimationFrame(() => refuseButton.current?.focus()) },
            )
          }
        >
          Accepter
        </Button>
      ) : null}
      <Button
        size="compact-md"
        variant="outline"
        color="red.9"
        leftSection={<IconX size={16} aria-hidden="true" />}
        aria-label={`Refuser l’invitation à ${name}`}
        ref={refuseButton}
        onClick={() => setRefusing(true)}
      >
        Refuser
      </Button>
      <ConfirmModal
        opened={refusing}
        title="Refuser l’invitation"
        confirmLabel="Refuser"
        loading={answer.isPending}
        onClose={() => setRefusing(false)}
        onConfirm={() =>
          answer.mutate({ id: invitation.id, answer: 'annuler' }, { onSuccess: () => setRefusing(false) })
        }
      >
        Vous ne participerez pas au JobDating « {name} ». L’équipe devra vous inviter à nouveau si vous changez d’avis.
      </ConfirmModal>
    </Group>
  );
}

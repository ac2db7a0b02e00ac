// « Inviter à un JobDating » for the people ticked in a list: choose a coming event, read how many will be invited
// and how many already are, then invite them all in one request (all or nothing).
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { dayjs } from '@/lib/dayjs';
import { useBulkInvite, useBulkPreview } from '../api/bulk-invitations';
import { useComingJobDatings } from '../api/get-job-datings';

export interface InviteTickedDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The ticked people's ids. */
  candidateIds: number[];
  onInvited?: () => void;
}

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

export function InviteTickedDialog({ opened, onClose, candidateIds, onInvited }: InviteTickedDialogProps) {
  const events = useComingJobDatings(opened);
  const [choice, setChoice] = useState<string | null>(null);
  const jobDatingId = choice ? Number(choice) : 0;
  const input = { jobDatingId, candidatIds: candidateIds };
  const preview = useBulkPreview(input, 0, opened && jobDatingId > 0);
  const invite = useBulkInvite(jobDatingId);
  const close = () => {
    setChoice(null);
    onClose();
  };
  const problem = preview.error instanceof Error ? preview.error.message : null;
  return (
    <Modal opened={opened} onClose={close} title="Inviter à un JobDating">
      <Stack>
        <Select
          label={`JobDating auquel inviter ${plural(candidateIds.length, 'personne cochée', 'personnes cochées')}`}
          placeholder={events.isPending ? 'Chargement des JobDating…' : 'Choisissez un JobDating'}
          data={events.coming.map((e) => ({
            value: String(e.id),
            label: `${e.thematique} — ${dayjs(e.date).format('D MMMM YYYY')}, ${e.lieu}`,
          }))}
          value={choice}
          onChange={setChoice}
          nothingFoundMessage="Aucun JobDating à venir"
          searchable
        />
        {!events.isPending && events.coming.length === 0 ? (
          <Text size="sm" c="dimmed">
            Aucun JobDating à venir : créez-en un depuis la gestion des JobDating.
          </Text>
        ) : null}
        {problem ? (
          <Alert color="red" title="Invitation impossible" role="alert">
            {problem}
          </Alert>
        ) : preview.data ? (
          <Text role="status">
            {plural(preview.data.aInviter, 'personne sera invitée', 'personnes seront invitées')}
            {preview.data.dejaInvites
              ? `, ${plural(preview.data.dejaInvites, 'est déjà invitée', 'sont déjà invitées')}`
              : ''}
            .
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Annuler
          </Button>
          <Button
            disabled={!preview.data || preview.data.aInviter === 0 || Boolean(problem)}
            loading={invite.isPending}
            onClick={() =>
              invite.mutate(input, {
                onSuccess: () => {
                  onInvited?.();
                  close();
                },
              })
            }
          >
            Inviter
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

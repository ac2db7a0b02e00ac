// « Inviter à un JobDating »: the coming events in a list, and the invitation sent from the file itself, after which
// the invitations section reads its first page again.
import { Button, Group, Modal, Select, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { jobDatingEndpoints, MESSAGES } from '@tremplin/shared';
import { useState } from 'react';
import { dayjs } from '@/lib/dayjs';
import { call } from '@/lib/endpoint-client';
import { notify } from '@/lib/notifications';
import { candidateFileKeys } from '../api/get-candidate-file';

export function InviteDialog({
  uid,
  name,
  opened,
  onClose,
}: {
  uid: number;
  name: string;
  opened: boolean;
  onClose: () => void;
}) {
  const events = useQuery({
    queryKey: ['candidate-file', 'job-datings'],
    queryFn: () => call(jobDatingEndpoints.search, { params: { page: 0, size: 50 }, body: {} }, { loading: false }),
    enabled: opened,
  });
  const [choice, setChoice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const queryClient = useQueryClient();
  const now = Date.now();
  const coming = (events.data?.items ?? [])
    .filter((e) => new Date(e.date).getTime() >= now)
    .sort((a, b) => a.date.localeCompare(b.date));
  const close = () => {
    setChoice(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Inviter à un JobDating">
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          if (!choice) return;
          setSending(true);
          try {
            await call(jobDatingEndpoints.sendInvitation, {
              body: { id: 0, version: 0, jobDatingId: Number(choice), candidatId: uid },
            });
            notify.success(MESSAGES.invitationAdded);
            void queryClient.invalidateQueries({ queryKey: candidateFileKeys.all(uid) });
            close();
          } catch {
            // The client has already said why in a toast.
          } finally {
            setSending(false);
          }
        }}
      >
        <Select
          label={`JobDating auquel inviter ${name}`}
          placeholder={events.isPending ? 'Chargement des JobDating…' : 'Choisissez un JobDating'}
          data={coming.map((e) => ({
            value: String(e.id),
            label: `${e.thematique} — ${dayjs(e.date).format('D MMMM YYYY')}, ${e.lieu}`,
          }))}
          value={choice}
          onChange={setChoice}
          nothingFoundMessage="Aucun JobDating à venir"
          searchable
        />
        {!events.isPending && coming.length === 0 ? (
          <Text size="sm" c="dimmed" mt="xs">
            Aucun JobDating à venir : créez-en un depuis la gestion des JobDating.
          </Text>
        ) : null}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            Annuler
          </Button>
          <Button type="submit" disabled={!choice} loading={sending}>
            Inviter
          </Button>
        </Group>
      </form>
    </Modal>
  );
}

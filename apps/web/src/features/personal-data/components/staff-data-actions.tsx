// On the staff's edit screen of an account: when it is due to be erased, its export, keeping it longer or erasing it
// now, each with a reason that is recorded.
import { Button, Card, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { PERSONAL_DATA_MESSAGES } from '@tremplin/shared';
import { useState } from 'react';
import { dayjs } from '@/lib/dayjs';
import { useDownloadExport } from '../api/download-export';
import { usePersonalData } from '../api/get-personal-data';
import { useExtendRetention, useStaffErase } from '../api/staff-actions';

const valid = (reason: string) => reason.trim().length >= 3;

export function StaffDataActions({ userId, onErased }: { userId: number; onErased: () => void }) {
  const data = usePersonalData(userId);
  const download = useDownloadExport();
  const extend = useExtendRetention();
  const erase = useStaffErase();
  const [extendReason, setExtendReason] = useState('');
  const [eraseReason, setEraseReason] = useState('');
  const [opened, { open, close }] = useDisclosure(false);
  const [tried, setTried] = useState(false);
  const due = data.data?.effacementPrevuLe;
  return (
    <Card withBorder padding="lg" mt="xl" component="section" aria-labelledby="staff-data-title">
      <Title order={2} size="h4" id="staff-data-title" mb="xs">
        Données personnelles
      </Title>
      {due ? (
        <Text size="sm" mb="md">
          {data.data?.effacementDemande ? 'Suppression demandée : effacement le ' : 'Effacement prévu le '}
          {dayjs(due).format('D MMMM YYYY')}.
        </Text>
      ) : null}
      <Stack gap="md">
        <Group>
          <Button variant="default" loading={download.isPending} onClick={() => download.mutate(userId)}>
            Télécharger ses données
          </Button>
        </Group>
        <Textarea
          label="Motif de la prolongation"
          value={extendReason}
          onChange={(e) => setExtendReason(e.currentTarget.value)}
          autosize
          minRows={2}
        />
        <Group>
          <Button
            variant="outline"
            disabled={!valid(extendReason)}
            loading={extend.isPending}
            onClick={() => extend.mutate({ id: userId, motif: extendReason }, { onSuccess: () => setExtendReason('') })}
          >
            Prolonger la conservation
          </Button>
          <Button color="red" variant="outline" onClick={open}>
            Effacer définitivement
          </Button>
        </Group>
      </Stack>
      <Modal opened={opened} onClose={close} title="Effacer définitivement ce compte ?" centered>
        <Text mb="md">
          Le compte, ses fichiers et ses données sont effacés tout de suite, sans retour possible. Ce que d’autres
          doivent garder (les messages qu’ils ont reçus) reste lisible, signé « Ancien membre ».
        </Text>
        <Textarea
          label="Motif de l’effacement"
          required
          value={eraseReason}
          onChange={(e) => setEraseReason(e.currentTarget.value)}
          error={tried && !valid(eraseReason) ? PERSONAL_DATA_MESSAGES.reasonRequired : undefined}
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
              if (valid(eraseReason)) erase.mutate({ id: userId, motif: eraseReason }, { onSuccess: onErased });
            }}
          >
            Effacer
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}

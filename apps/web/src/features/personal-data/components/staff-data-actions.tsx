// On the staff's edit screen of an account: when it is due to be erased, its export, keeping it longer or erasing it
// now, each with a reason that is recorded.
import { Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { dayjs } from '@/lib/dayjs';
import { useDownloadExport } from '../api/download-export';
import { usePersonalData } from '../api/get-personal-data';
import { useExtendRetention } from '../api/staff-actions';
import { EraseAccountDialog, validReason } from './erase-account-dialog';

export function StaffDataActions({ userId, onErased }: { userId: number; onErased: () => void }) {
  const data = usePersonalData(userId);
  const download = useDownloadExport();
  const extend = useExtendRetention();
  const [extendReason, setExtendReason] = useState('');
  const [erasing, setErasing] = useState(false);
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
            disabled={!validReason(extendReason)}
            loading={extend.isPending}
            onClick={() => extend.mutate({ id: userId, motif: extendReason }, { onSuccess: () => setExtendReason('') })}
          >
            Prolonger la conservation
          </Button>
          <Button color="red" variant="outline" onClick={() => setErasing(true)}>
            Effacer définitivement
          </Button>
        </Group>
      </Stack>
      <EraseAccountDialog
        account={erasing ? { id: userId } : null}
        onClose={() => setErasing(false)}
        onErased={onErased}
      />
    </Card>
  );
}

// Staff setting: after how many days without answer an application shows « Relancer ? ».
import { Button, Group, NumberInput, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useFollowUpSettings, useSaveFollowUpSettings } from '../api/follow-up-settings';

export function FollowUpSetting() {
  const settings = useFollowUpSettings();
  const save = useSaveFollowUpSettings();
  const [days, setDays] = useState<number | string>('');
  useEffect(() => {
    if (settings.data) setDays(settings.data.joursSansReponse);
  }, [settings.data]);
  return (
    <Group align="end">
      <NumberInput
        label="Jours sans réponse avant « Relancer ? »"
        description="Une candidature en attente depuis ce nombre de jours est signalée à son candidat et dans son récapitulatif du lundi."
        min={1}
        max={90}
        value={days}
        onChange={setDays}
      />
      <Button loading={save.isPending} onClick={() => save.mutate({ joursSansReponse: Number(days) })}>
        Enregistrer
      </Button>
      {settings.isError && <Text>Le réglage ne peut pas être lu pour le moment.</Text>}
    </Group>
  );
}

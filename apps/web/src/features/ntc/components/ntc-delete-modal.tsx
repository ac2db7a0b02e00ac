// Deleting an NTC: a plain confirmation, or, when prospects use it, the choice to detach them or move them.

import { Alert, Button, Group, Modal, Radio, Select, Stack, Text } from '@mantine/core';
import type { Ntc } from '@tremplin/shared';
import { personName } from '@tremplin/shared';
import { useState } from 'react';
import { useNtcs } from '../api/get-ntcs';
import { useDeleteNtc } from '../api/save-ntc';

interface NtcDeleteModalProps {
  ntc: Ntc | null;
  onClose: () => void;
}

export function NtcDeleteModal({ ntc, onClose }: NtcDeleteModalProps) {
  const remove = useDeleteNtc();
  const [choice, setChoice] = useState<'detacher' | 'deplacer'>('detacher');
  const [target, setTarget] = useState<string | null>(null);
  const others = useNtcs({ size: 500 });
  const used = ntc?.prospects ?? 0;
  const name = ntc ? personName(ntc) : '';
  const options = (others.data?.items ?? [])
    .filter((n) => n.id !== ntc?.id)
    .map((n) => ({ value: String(n.id), label: `${personName(n)}${n.actif ? '' : ' (inactif)'}` }));
  const close = () => {
    setChoice('detacher');
    setTarget(null);
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!ntc) return;
    const query =
      used === 0
        ? {}
        : choice === 'deplacer'
          ? { prospects: 'deplacer' as const, versNtcId: Number(target) }
          : { prospects: 'detacher' as const };
    remove.mutate({ id: ntc.id, ...query }, { onSuccess: close });
  };
  return (
    <Modal opened={ntc !== null} onClose={close} title="Supprimer ce NTC ?" centered>
      <Stack>
        {used === 0 ? (
          <Text>{name} sera supprimé définitivement.</Text>
        ) : (
          <>
            <Text>
              {name} est lié à {used} prospect{used > 1 ? 's' : ''}. Que faire de{' '}
              {used > 1 ? 'ces prospects' : 'ce prospect'} ?
            </Text>
            <Radio.Group
              value={choice}
              onChange={(v) => setChoice(v as 'detacher' | 'deplacer')}
              label="Prospects liés"
            >
              <Stack gap="xs" mt="xs">
                <Radio value="detacher" label="Les détacher : ils restent sans NTC" />
                <Radio value="deplacer" label="Les déplacer vers un autre NTC" />
              </Stack>
            </Radio.Group>
            {choice === 'deplacer' ? (
              <Select
                label="NTC de destination"
                required
                searchable
                nothingFoundMessage="Aucun autre NTC"
                data={options}
                value={target}
                onChange={setTarget}
              />
            ) : null}
          </>
        )}
        {remove.error ? (
          <Alert color="orange" role="alert">
            {remove.error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} data-autofocus>
            Annuler
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            disabled={used > 0 && choice === 'deplacer' && !target}
            onClick={confirm}
          >
            Supprimer
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

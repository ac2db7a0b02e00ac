// How many prospects each status has under the other filters; a status is a toggle that filters the table.
import { Chip, Group } from '@mantine/core';
import { PROSPECT_STATUS_LABELS, PROSPECT_STATUSES, type ProspectCounts } from '@tremplin/shared';

interface StatusCountsProps {
  counts: ProspectCounts | undefined;
  value: string | undefined;
  onChange: (statue: string | null) => void;
}

export function StatusCounts({ counts, value, onChange }: StatusCountsProps) {
  return (
    <Group gap="xs" mb="md" role="group" aria-label="Prospects par statut">
      {PROSPECT_STATUSES.map((s) => (
        <Chip key={s} checked={value === s} onChange={(on) => onChange(on ? s : null)} variant="light">
          {PROSPECT_STATUS_LABELS[s]} : {counts?.[s] ?? 0}
        </Chip>
      ))}
    </Group>
  );
}

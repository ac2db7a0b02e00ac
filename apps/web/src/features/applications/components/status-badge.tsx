import { Badge } from '@mantine/core';
import type { ApplicationStatus } from '@tremplin/shared';
import { STATUS_COLORS, statusLabel } from './format';

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {statusLabel(status)}
    </Badge>
  );
}

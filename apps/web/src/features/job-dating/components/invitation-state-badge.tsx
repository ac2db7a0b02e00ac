// An invitation's state in French, coloured by what it means.
import { Badge } from '@mantine/core';
import { INVITATION_STATE_LABELS, type InvitationState } from '@tremplin/shared';

const COLORS: Record<InvitationState, string> = {
  EN_ATTENTE: 'yellow',
  CONFIRMÉE: 'teal',
  REFUSÉE: 'red',
  ANNULEE: 'gray',
};

export function InvitationStateBadge({ state }: { state: InvitationState }) {
  return (
    <Badge color={COLORS[state]} variant="light">
      {INVITATION_STATE_LABELS[state]}
    </Badge>
  );
}

// An invitation's state in French, coloured by what it means (dark shades, outlined: readable contrast).
import { Badge } from '@mantine/core';
import { INVITATION_STATE_LABELS, type InvitationState } from '@tremplin/shared';

const COLORS: Record<InvitationState, string> = {
  EN_ATTENTE: 'indigo.9',
  CONFIRMÉE: 'teal.9',
  REFUSÉE: 'red.9',
  ANNULEE: 'gray.8',
};

export function InvitationStateBadge({ state }: { state: InvitationState }) {
  return (
    <Badge color={COLORS[state]} variant="outline">
      {INVITATION_STATE_LABELS[state]}
    </Badge>
  );
}

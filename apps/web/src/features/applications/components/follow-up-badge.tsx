// « Relancer ? » beside an application still without answer after the staff's number of days.
import { Badge, Tooltip } from '@mantine/core';
import { JOBS_MESSAGES } from '@tremplin/shared';
import { useFollowUps } from '../api/get-follow-ups';

export function FollowUpBadge({ userId, applicationId }: { userId: number; applicationId: number }) {
  const followUps = useFollowUps(userId);
  const match = followUps.data?.find((f) => f.id === applicationId);
  if (!match) return null;
  return (
    <Tooltip label={`Sans réponse depuis ${match.depuisJours} jours`}>
      <Badge color="orange" variant="light">
        {JOBS_MESSAGES.followUp}
      </Badge>
    </Tooltip>
  );
}

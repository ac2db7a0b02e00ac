// /details-invitation-jobdating/{iid}: the event an invitation is for, its state, and the candidate's answer.
import { Anchor, Group, Text } from '@mantine/core';
import { href } from '@tremplin/shared';
import { Link, useParams } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/auth';
import { idParam } from '@/lib/id-param';
import { useInvitation } from '../api/get-invitation';
import { InvitationAnswers } from '../components/invitation-answers';
import { InvitationStateBadge } from '../components/invitation-state-badge';
import { JobDatingSummary } from '../components/job-dating-summary';

export function InvitationDetailsScreen() {
  const id = idParam(useParams().iid) ?? 0;
  const me = useCurrentUser();
  const invitation = useInvitation(id);
  if (invitation.isPending && id > 0) return <Spinner label="Chargement de l’invitation" />;
  if (!invitation.data)
    return (
      <ContentLayout title="Invitation indisponible">
        <Text>Cette invitation ne peut pas être affichée.</Text>
      </ContentLayout>
    );
  const i = invitation.data;
  const mine = me?.id === i.candidatId;
  return (
    <ContentLayout
      title="Invitation JobDating"
      intro={
        mine ? (
          <Anchor component={Link} to={href('invitations', { uid: i.candidatId })}>
            Retour à mes invitations
          </Anchor>
        ) : (
          `Invitation de ${i.candidat}`
        )
      }
    >
      <Group justify="space-between" mb="md">
        <Group gap="xs">
          <Text>État :</Text>
          <InvitationStateBadge state={i.etatInvitation} />
        </Group>
        {mine ? <InvitationAnswers invitation={i} /> : null}
      </Group>
      <JobDatingSummary event={i.jobDating} />
    </ContentLayout>
  );
}

// /{uid}/gestion-des-invitations-jobdating: a candidate's invitations, 24 per page, answered from the list.
import { Anchor, Card, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { href, INVITATION_STATE_LABELS, INVITATION_STATES, type InvitationState, PAGE_SIZES } from '@tremplin/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { EmptyTitle, ListStates } from '@/components/list/list-states';
import { Pager } from '@/components/list/pager';
import { dayjs } from '@/lib/dayjs';
import { idParam } from '@/lib/id-param';
import { useInvitations } from '../api/get-invitations';
import { InvitationAnswers } from '../components/invitation-answers';
import { InvitationStateBadge } from '../components/invitation-state-badge';
import { DATE_FORMAT } from '../job-dating-display';

const ALL = 'TOUTES';

export function InvitationsScreen() {
  const uid = idParam(useParams().uid) ?? 0;
  const [state, setState] = useState<string>(ALL);
  const [page, setPage] = useState(1);
  const invitations = useInvitations(
    { candidatId: uid, etatInvitation: state === ALL ? null : (state as InvitationState) },
    page - 1,
    uid > 0,
  );
  const total = invitations.data?.totalElements ?? 0;
  return (
    <ContentLayout title="Mes invitations JobDating" size="lg">
      <SegmentedControl
        mb="md"
        aria-label="Filtrer par état"
        value={state}
        onChange={(value) => {
          setState(value);
          setPage(1);
        }}
        data={[
          { value: ALL, label: 'Toutes' },
          ...INVITATION_STATES.map((s) => ({ value: s, label: INVITATION_STATE_LABELS[s] })),
        ]}
      />
      <ListStates
        query={invitations}
        loadingLabel="Chargement des invitations"
        errorText="Vos invitations ne peuvent pas être affichées pour le moment."
        empty={total === 0}
        emptyText={
          <EmptyTitle
            title={state === ALL ? 'Vous n’avez aucune invitation à un JobDating' : 'Aucune invitation dans cet état'}
            hint={state === ALL ? 'Les invitations envoyées par l’équipe apparaîtront ici.' : null}
          />
        }
      >
        <Stack gap="md" aria-busy={invitations.isFetching}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {invitations.data?.items.map((invitation) => (
              <Card key={invitation.id} withBorder radius="md" component="article">
                <Group justify="space-between" align="flex-start" mb="xs">
                  <Title order={2} size="h5">
                    {invitation.jobDating.thematique}
                  </Title>
                  <InvitationStateBadge state={invitation.etatInvitation} />
                </Group>
                <Text size="sm">{dayjs(invitation.jobDating.date).format(DATE_FORMAT)}</Text>
                <Text size="sm" c="dimmed" mb="sm">
                  {invitation.jobDating.lieu}
                </Text>
                <Group justify="space-between" mt="auto">
                  <Anchor
                    component={Link}
                    to={href('invitation', { iid: invitation.id })}
                    aria-label={`Détails de l’invitation à ${invitation.jobDating.thematique}`}
                  >
                    Détails
                  </Anchor>
                  <InvitationAnswers invitation={invitation} />
                </Group>
              </Card>
            ))}
          </SimpleGrid>
          <Pager total={total} size={PAGE_SIZES.invitations} page={page} onChange={setPage} />
        </Stack>
      </ListStates>
    </ContentLayout>
  );
}

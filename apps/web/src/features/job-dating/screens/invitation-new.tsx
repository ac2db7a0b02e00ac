// /admin/ajouter-une-invitation-jobdating/{jid}: invite candidates to an event, see their answers, cancel one.
import { Anchor, Button, Group, Paper, Select, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSend } from '@tabler/icons-react';
import { type Invitation, PAGE_SIZES, personName } from '@tremplin/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { recordGate } from '@/components/form/form-page';
import { ContentLayout } from '@/components/layouts/content-layout';
import { Pager } from '@/components/list/pager';
import { CandidateFileName } from '@/components/ui/candidate-file-link';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/auth';
import { useCandidateOptions } from '@/lib/candidate-options';
import { dayjs } from '@/lib/dayjs';
import { useAnswerInvitation } from '../api/answer-invitation';
import { useInvitations } from '../api/get-invitations';
import { useJobDating } from '../api/get-job-dating';
import { useSendInvitation } from '../api/send-invitation';
import { InvitationStateBadge } from '../components/invitation-state-badge';
import { DATE_FORMAT, idParam, JOB_DATING_STATES, jobDatingPaths } from '../paths';

export function InvitationNewScreen() {
  const jid = idParam(useParams().jid) ?? 0;
  const event = useJobDating(jid);
  const gate = recordGate(event, jid > 0, JOB_DATING_STATES);
  if (gate || !event.data) return gate;
  const e = event.data;
  return (
    <ContentLayout
      title="Inviter au JobDating"
      intro={
        <Anchor component={Link} to={jobDatingPaths.preview(e.id)}>
          {e.thematique} — {dayjs(e.date).format(DATE_FORMAT)}, {e.lieu}
        </Anchor>
      }
    >
      <InviteForm jobDatingId={e.id} />
      <Invited jobDatingId={e.id} />
    </ContentLayout>
  );
}

function InviteForm({ jobDatingId }: { jobDatingId: number }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [candidate, setCandidate] = useState<string | null>(null);
  const candidates = useCandidateOptions('job-dating', debounced, 20);
  const send = useSendInvitation(jobDatingId);
  return (
    <Paper withBorder radius="lg" p="lg" mb="xl">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!candidate) return;
          send.mutate(Number(candidate), {
            onSuccess: () => {
              setCandidate(null);
              setSearch('');
            },
          });
        }}
      >
        <Group align="flex-end">
          <Select
            label="Candidat à inviter"
            placeholder="Nom, prénom ou e-mail"
            style={{ flex: 1 }}
            searchable
            clearable
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options }) => options}
            nothingFoundMessage={candidates.isFetching ? 'Recherche…' : 'Aucun candidat trouvé'}
            data={(candidates.data?.items ?? []).map((c) => ({
              value: String(c.id),
              label: `${personName(c)} (${c.email})`,
            }))}
            value={candidate}
            onChange={setCandidate}
          />
          <Button type="submit" disabled={!candidate} loading={send.isPending} leftSection={<IconSend size={16} />}>
            Inviter
          </Button>
        </Group>
      </form>
    </Paper>
  );
}

function Invited({ jobDatingId }: { jobDatingId: number }) {
  const me = useCurrentUser();
  const [page, setPage] = useState(1);
  const invitations = useInvitations({ jobDatingId }, page - 1);
  const answer = useAnswerInvitation();
  const [cancelling, setCancelling] = useState<Invitation | null>(null);
  const total = invitations.data?.totalElements ?? 0;
  return (
    <section aria-labelledby="invited-title">
      <Title order={2} size="h3" mb="sm" id="invited-title">
        Candidats invités
      </Title>
      {invitations.isPending ? (
        <Spinner label="Chargement des invitations" />
      ) : invitations.isError ? (
        <Text c="orange">Les invitations ne peuvent pas être affichées pour le moment.</Text>
      ) : total === 0 ? (
        <Text c="dimmed">Aucun candidat invité pour le moment.</Text>
      ) : (
        <Stack gap="sm">
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Candidat</Table.Th>
                <Table.Th>État</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invitations.data.items.map((invitation) => (
                <Table.Tr key={invitation.id}>
                  <Table.Td>
                    <Text>
                      <CandidateFileName viewer={me} personId={invitation.candidatId}>
                        {invitation.candidat}
                      </CandidateFileName>
                    </Text>
                    <Text size="sm" c="dimmed">
                      {invitation.candidatEmail}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <InvitationStateBadge state={invitation.etatInvitation} />
                  </Table.Td>
                  <Table.Td ta="right">
                    {invitation.etatInvitation === 'EN_ATTENTE' || invitation.etatInvitation === 'CONFIRMÉE' ? (
                      <Button
                        variant="subtle"
                        color="red"
                        size="compact-sm"
                        aria-label={`Annuler l’invitation de ${invitation.candidat}`}
                        onClick={() => setCancelling(invitation)}
                      >
                        Annuler
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Pager total={total} size={PAGE_SIZES.invitations} page={page} onChange={setPage} />
        </Stack>
      )}
      <ConfirmModal
        opened={!!cancelling}
        title="Annuler l’invitation"
        confirmLabel="Annuler l’invitation"
        loading={answer.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={() =>
          cancelling &&
          answer.mutate({ id: cancelling.id, answer: 'annuler' }, { onSuccess: () => setCancelling(null) })
        }
      >
        L’invitation de {cancelling?.candidat} sera annulée.
      </ConfirmModal>
    </section>
  );
}

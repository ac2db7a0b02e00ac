// /admin/ajouter-une-invitation-jobdating/{jid}: invite candidates to an event, see their answers, cancel one, and
// tick at the event who came.
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMail, IconSend, IconUsersPlus } from '@tabler/icons-react';
import { href, type Invitation, PAGE_SIZES, personName } from '@tremplin/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { recordGate } from '@/components/form/form-page';
import { ContentLayout } from '@/components/layouts/content-layout';
import { Pager } from '@/components/list/pager';
import { SendTemplateDialog } from '@/components/template-message/send-template-dialog';
import { CandidateFileName } from '@/components/ui/candidate-file-link';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/auth';
import { useCandidateOptions } from '@/lib/candidate-options';
import { dayjs } from '@/lib/dayjs';
import { idParam } from '@/lib/id-param';
import { useAnswerInvitation } from '../api/answer-invitation';
import { useInvitations } from '../api/get-invitations';
import { useJobDating } from '../api/get-job-dating';
import { useMarkAttendance } from '../api/mark-attendance';
import { useSendInvitation } from '../api/send-invitation';
import { BulkInviteDialog } from '../components/bulk-invite-dialog';
import { InvitationStateBadge } from '../components/invitation-state-badge';
import { DATE_FORMAT, JOB_DATING_STATES } from '../job-dating-display';

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
        <Anchor component={Link} to={href('adminJobDatingPreview', { jid: e.id })}>
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
  const [bulkOpen, setBulkOpen] = useState(false);
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
      <Group mt="md">
        <Button variant="light" leftSection={<IconUsersPlus size={16} />} onClick={() => setBulkOpen(true)}>
          Inviter en nombre…
        </Button>
        <Text size="sm" c="dimmed">
          Par rôle, référent, ville ou compétence, en une fois.
        </Text>
      </Group>
      <BulkInviteDialog jobDatingId={jobDatingId} opened={bulkOpen} onClose={() => setBulkOpen(false)} />
    </Paper>
  );
}

function Invited({ jobDatingId }: { jobDatingId: number }) {
  const me = useCurrentUser();
  const [page, setPage] = useState(1);
  const invitations = useInvitations({ jobDatingId }, page - 1);
  const answer = useAnswerInvitation();
  const attendance = useMarkAttendance();
  const [cancelling, setCancelling] = useState<Invitation | null>(null);
  const [writing, setWriting] = useState(false);
  const total = invitations.data?.totalElements ?? 0;
  return (
    <section aria-labelledby="invited-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3" id="invited-title">
          Candidats invités
        </Title>
        {total > 0 ? (
          <Button variant="light" leftSection={<IconMail size={16} />} onClick={() => setWriting(true)}>
            Écrire aux candidats
          </Button>
        ) : null}
      </Group>
      <SendTemplateDialog
        opened={writing}
        onClose={() => setWriting(false)}
        title="Écrire aux candidats du JobDating"
        audience={`les candidats invités (${total}), sauf ceux qui ont refusé ou dont l’invitation est annulée`}
        jobDatingId={jobDatingId}
        previewChoices={(invitations.data?.items ?? []).map((i) => ({ id: i.candidatId, name: i.candidat }))}
      />
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
                <Table.Th>Présent(e)</Table.Th>
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
                  <Table.Td>
                    {/* Ticked at the event, whatever the answer: someone may come without confirming. */}
                    <Checkbox
                      label="Présent(e)"
                      aria-label={`Présent(e) : ${invitation.candidat}`}
                      checked={invitation.present}
                      disabled={attendance.isPending && attendance.variables?.id === invitation.id}
                      onChange={(e) => attendance.mutate({ id: invitation.id, present: e.currentTarget.checked })}
                    />
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

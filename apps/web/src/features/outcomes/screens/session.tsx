// /admin/formations/session/:sid: a session's learners, their exit and their situations; enrol a learner.
import {
  Alert,
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Group,
  Paper,
  Select,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPencil, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { type Enrolment, EXIT_REASON_LABELS, href, OUTCOME_STAGES } from '@tremplin/shared';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { ScreenLoading } from '@/components/ui/screen-states';
import { idParam } from '@/lib/id-param';
import { useRemoveSession } from '../api/editing';
import { useEnrol, useLearnerOptions, useSession } from '../api/outcomes';
import { EnrolmentModal } from '../components/enrolment-modal';
import { frDate, outcomeText } from '../components/format';
import { SessionModal } from '../components/session-modal';

function ExitCell({ e }: { e: Enrolment }) {
  if (!e.motifSortie) return <Badge variant="light">En formation</Badge>;
  return (
    <>
      <Badge color={e.motifSortie === 'ABANDON' ? 'orange' : 'teal'} variant="light">
        {EXIT_REASON_LABELS[e.motifSortie]}
      </Badge>{' '}
      <Text span size="sm">
        le {frDate(e.dateSortie)}
      </Text>
      {e.detailSortie ? (
        <Text size="xs" c="dimmed">
          {e.detailSortie}
        </Text>
      ) : null}
    </>
  );
}

export function SessionScreen() {
  const id = idParam(useParams().sid) ?? 0;
  const session = useSession(id);
  const enrol = useEnrol(id);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const learners = useLearnerOptions(debounced);
  const [learnerId, setLearnerId] = useState<string | null>(null);
  const [dateEntree, setDateEntree] = useState('');
  const [editing, setEditing] = useState<number | null>(null);
  const [editingSession, setEditingSession] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useRemoveSession();
  const navigate = useNavigate();

  if (session.isPending) return <ScreenLoading label="Chargement de la session" />;
  if (session.isError)
    return (
      <ContentLayout title="Session de formation">
        <Alert color="red">{session.error.message}</Alert>
      </ContentLayout>
    );
  const s = session.data;
  const editingEnrolment = s.inscriptions.find((e) => e.id === editing) ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!learnerId) return;
    enrol.mutate(
      { apprenantId: Number(learnerId), dateEntree: dateEntree || s.dateDebut },
      { onSuccess: () => setLearnerId(null) },
    );
  };

  return (
    <ContentLayout
      title={`${s.formationNom} — session du ${frDate(s.dateDebut)} au ${frDate(s.dateFin)}`}
      size="xl"
      intro={[
        s.lieu,
        s.conseillerNom ? `Conseiller : ${s.conseillerNom}` : null,
        `${s.inscrits} inscrit${s.inscrits > 1 ? 's' : ''}`,
      ]
        .filter(Boolean)
        .join(' · ')}
    >
      <Breadcrumbs mb="md" aria-label="Fil d’Ariane">
        <Anchor component={Link} to={href('trainingProgrammes')}>
          Formations
        </Anchor>
        <Anchor component={Link} to={href('trainingProgramme', { fid: s.formationId })}>
          {s.formationNom}
        </Anchor>
        <span aria-current="page">Session du {frDate(s.dateDebut)}</span>
      </Breadcrumbs>
      <Group mb="lg" gap="sm">
        <Button variant="light" leftSection={<IconPencil size={18} />} onClick={() => setEditingSession(true)}>
          Modifier la session
        </Button>
        <Button variant="subtle" color="red" leftSection={<IconTrash size={18} />} onClick={() => setDeleting(true)}>
          Supprimer la session
        </Button>
      </Group>
      <SessionModal session={editingSession ? s : null} onClose={() => setEditingSession(false)} />
      <ConfirmModal
        opened={deleting}
        title="Supprimer la session"
        confirmLabel="Supprimer"
        loading={remove.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(s.id, {
            onSuccess: () => navigate(href('trainingProgramme', { fid: s.formationId })),
            onSettled: () => setDeleting(false),
          })
        }
      >
        {s.inscrits > 0
          ? `Cette session a ${s.inscrits} inscrit${s.inscrits > 1 ? 's' : ''} : retirez-les d’abord, sinon la suppression sera refusée.`
          : `Supprimer la session du ${frDate(s.dateDebut)} au ${frDate(s.dateFin)} ? Cette action est définitive.`}
      </ConfirmModal>
      <Title order={2} size="h3" mb="sm">
        Apprenants
      </Title>
      {s.inscriptions.length === 0 ? (
        <Alert color="gray" mb="md">
          Personne n’est encore inscrit à cette session.
        </Alert>
      ) : (
        <Table.ScrollContainer minWidth={900} mb="xl">
          <Table verticalSpacing="sm" aria-label="Apprenants de la session">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Apprenant</Table.Th>
                <Table.Th>Entrée</Table.Th>
                <Table.Th>Sortie</Table.Th>
                <Table.Th>À la sortie</Table.Th>
                <Table.Th>À 3 mois</Table.Th>
                <Table.Th>À 6 mois</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {s.inscriptions.map((e) => (
                <Table.Tr key={e.id} data-testid={`inscription-${e.apprenantId}`}>
                  <Table.Td>{e.apprenantNom}</Table.Td>
                  <Table.Td>{frDate(e.dateEntree)}</Table.Td>
                  <Table.Td>
                    <ExitCell e={e} />
                  </Table.Td>
                  {OUTCOME_STAGES.map((stage) => {
                    const o = e.situations.find((x) => x.etape === stage);
                    return (
                      <Table.Td key={stage}>
                        <Text size="sm">{o ? outcomeText(o) : '—'}</Text>
                        {o?.source === 'APPRENANT' ? (
                          <Badge size="xs" variant="light" color="grape">
                            Réponse de l’apprenant
                          </Badge>
                        ) : null}
                      </Table.Td>
                    );
                  })}
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconPencil size={14} />}
                      onClick={() => setEditing(e.id)}
                      aria-label={`Sortie et situation de ${e.apprenantNom}`}
                    >
                      Sortie et situation
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Paper withBorder p="md" component="section" aria-labelledby="enrol-new">
        <Title order={2} size="h3" id="enrol-new" mb="sm">
          Inscrire un apprenant
        </Title>
        <form onSubmit={submit}>
          <Group align="flex-end" wrap="wrap">
            <Select
              label="Apprenant"
              placeholder="Nom, prénom ou e-mail"
              searchable
              required
              nothingFoundMessage="Aucun compte candidat ne correspond."
              searchValue={search}
              onSearchChange={setSearch}
              filter={({ options }) => options}
              data={(learners.data ?? []).map((l) => ({ value: String(l.id), label: `${l.nom} (${l.email})` }))}
              value={learnerId}
              onChange={setLearnerId}
              style={{ flex: '1 1 300px' }}
            />
            <TextInput
              type="date"
              label="Date d’entrée"
              description="Par défaut, le début de la session"
              value={dateEntree}
              onChange={(e) => setDateEntree(e.currentTarget.value)}
            />
            <Button type="submit" loading={enrol.isPending} leftSection={<IconUserPlus size={18} />}>
              Inscrire
            </Button>
          </Group>
          {enrol.error ? (
            <Alert color="red" mt="sm" role="alert">
              {enrol.error.message}
            </Alert>
          ) : null}
        </form>
      </Paper>
      <EnrolmentModal enrolment={editingEnrolment} onClose={() => setEditing(null)} />
    </ContentLayout>
  );
}

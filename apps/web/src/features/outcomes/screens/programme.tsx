// /admin/formations/:fid: one programme, its sessions, and a form to add a session.
import {
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Group,
  Paper,
  Select,
  Switch,
  Table,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { href, PROGRAMME_KIND_LABELS, personName, type TrainingSession } from '@tremplin/shared';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { ScreenLoading } from '@/components/ui/screen-states';
import { useCurrentUser } from '@/lib/auth';
import { idParam } from '@/lib/id-param';
import { useRemoveProgramme } from '../api/editing';
import { useAdvisers, useCreateSession, useProgramme, useSetPublication } from '../api/outcomes';
import { frDate } from '../components/format';
import { ProgrammeModal } from '../components/programme-modal';
import { SessionModal } from '../components/session-modal';

export function ProgrammeScreen() {
  const id = idParam(useParams().fid) ?? 0;
  const programme = useProgramme(id);
  const advisers = useAdvisers();
  const create = useCreateSession(id);
  const publish = useSetPublication(id);
  const user = useCurrentUser();
  const [form, setForm] = useState({ dateDebut: '', dateFin: '', lieu: '', conseillerId: '' });
  const [editing, setEditing] = useState(false);
  const [editingSession, setEditingSession] = useState<TrainingSession | null>(null);
  const [deleting, setDeleting] = useState(false);
  const remove = useRemoveProgramme();
  const navigate = useNavigate();

  if (programme.isPending) return <ScreenLoading label="Chargement de la formation" />;
  if (programme.isError)
    return (
      <ContentLayout title="Formation">
        <Alert color="red">{programme.error.message}</Alert>
      </ContentLayout>
    );
  const p = programme.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        dateDebut: form.dateDebut,
        dateFin: form.dateFin,
        lieu: form.lieu,
        conseillerId: form.conseillerId ? Number(form.conseillerId) : null,
      },
      { onSuccess: () => setForm({ dateDebut: '', dateFin: '', lieu: '', conseillerId: '' }) },
    );
  };

  return (
    <ContentLayout
      title={p.nom}
      size="lg"
      intro={`${PROGRAMME_KIND_LABELS[p.type]} · ${p.inscrits} inscrit${p.inscrits > 1 ? 's' : ''}`}
    >
      <Breadcrumbs mb="md" aria-label="Fil d’Ariane">
        <Anchor component={Link} to={href('trainingProgrammes')}>
          Formations
        </Anchor>
        <span aria-current="page">{p.nom}</span>
      </Breadcrumbs>
      <Group mb="lg" gap="sm">
        <Button variant="light" leftSection={<IconPencil size={18} />} onClick={() => setEditing(true)}>
          Modifier la formation
        </Button>
        <Button variant="subtle" color="red" leftSection={<IconTrash size={18} />} onClick={() => setDeleting(true)}>
          Supprimer la formation
        </Button>
      </Group>
      <ProgrammeModal programme={p} opened={editing} onClose={() => setEditing(false)} />
      <SessionModal session={editingSession} onClose={() => setEditingSession(null)} />
      <ConfirmModal
        opened={deleting}
        title="Supprimer la formation"
        confirmLabel="Supprimer"
        loading={remove.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(p.id, {
            onSuccess: () => navigate(href('trainingProgrammes')),
            onSettled: () => setDeleting(false),
          })
        }
      >
        {p.listeSessions.length > 0
          ? `« ${p.nom} » a ${p.listeSessions.length} session${p.listeSessions.length > 1 ? 's' : ''} : supprimez-les d’abord, sinon la suppression sera refusée.`
          : `Supprimer la formation « ${p.nom} » ? Cette action est définitive.`}
      </ConfirmModal>
      {user?.role === 'ADMIN' ? (
        <Switch
          mb="lg"
          label="Publier ses résultats sur la page « Nos résultats »"
          description="Aucun taux n’y paraît sous 5 sortants."
          checked={p.publie}
          disabled={publish.isPending}
          onChange={(e) => publish.mutate(e.currentTarget.checked)}
        />
      ) : null}
      <Title order={2} size="h3" mb="sm">
        Sessions
      </Title>
      {p.listeSessions.length === 0 ? (
        <Alert color="gray" mb="md">
          Aucune session pour le moment.
        </Alert>
      ) : (
        <Table.ScrollContainer minWidth={560} mb="xl">
          <Table highlightOnHover verticalSpacing="sm" aria-label="Sessions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Session</Table.Th>
                <Table.Th>Lieu</Table.Th>
                <Table.Th>Conseiller</Table.Th>
                <Table.Th>Inscrits</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {p.listeSessions.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>
                    <Anchor component={Link} to={href('trainingSession', { sid: s.id })}>
                      Du {frDate(s.dateDebut)} au {frDate(s.dateFin)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{s.lieu ?? '—'}</Table.Td>
                  <Table.Td>{s.conseillerNom ?? '—'}</Table.Td>
                  <Table.Td>{s.inscrits}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconPencil size={14} />}
                      onClick={() => setEditingSession(s)}
                      aria-label={`Modifier la session du ${frDate(s.dateDebut)} au ${frDate(s.dateFin)}`}
                    >
                      Modifier
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Paper withBorder p="md" component="section" aria-labelledby="session-new">
        <Title order={2} size="h3" id="session-new" mb="sm">
          Ajouter une session
        </Title>
        <form onSubmit={submit}>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              type="date"
              label="Début"
              required
              value={form.dateDebut}
              onChange={(e) => setForm({ ...form, dateDebut: e.currentTarget.value })}
            />
            <TextInput
              type="date"
              label="Fin"
              required
              value={form.dateFin}
              onChange={(e) => setForm({ ...form, dateFin: e.currentTarget.value })}
            />
            <TextInput
              label="Lieu"
              value={form.lieu}
              onChange={(e) => setForm({ ...form, lieu: e.currentTarget.value })}
            />
            <Select
              label="Conseiller"
              placeholder="Choisir"
              clearable
              data={(advisers.data ?? []).map((c) => ({ value: String(c.id), label: personName(c) }))}
              value={form.conseillerId || null}
              onChange={(v) => setForm({ ...form, conseillerId: v ?? '' })}
            />
            <Button type="submit" loading={create.isPending} leftSection={<IconPlus size={18} />}>
              Ajouter la session
            </Button>
          </Group>
          {create.error ? (
            <Alert color="red" mt="sm" role="alert">
              {create.error.message}
            </Alert>
          ) : null}
        </form>
      </Paper>
    </ContentLayout>
  );
}

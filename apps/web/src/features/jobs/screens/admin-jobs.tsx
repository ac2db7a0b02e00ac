// /admin/taches (admins only): the job queue's work — queued, running, failed, retried, done — and a retry for a
// failed one.
import { Badge, Button, Loader, Paper, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { JOB_QUEUE_LABELS, JOB_STATE_LABELS, type JobCounts, type JobFilter } from '@tremplin/shared';
import { useState } from 'react';
import { ContentLayout } from '@/components/layouts/content-layout';
import { useJobs, useRetryJob } from '../api/jobs';

const FILTERS: { value: JobFilter; label: string; count: keyof JobCounts }[] = [
  { value: 'en-attente', label: 'En attente', count: 'enAttente' },
  { value: 'en-cours', label: 'En cours', count: 'enCours' },
  { value: 'echouees', label: 'Échouées', count: 'echouees' },
  { value: 'relancees', label: 'Réessayées', count: 'relancees' },
  { value: 'terminees', label: 'Terminées', count: 'terminees' },
];

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'medium' }) : '—';

export function AdminJobsScreen() {
  const [filter, setFilter] = useState<JobFilter>('echouees');
  const jobs = useJobs(filter);
  const retry = useRetryJob();
  const counts = jobs.data?.compteurs;
  return (
    <ContentLayout
      title="Tâches"
      intro="Le travail fait en arrière-plan : envois d’e-mails, rappels, récapitulatifs, effacements. Une tâche échouée peut être relancée."
    >
      <Stack>
        <SegmentedControl
          aria-label="Filtre des tâches"
          value={filter}
          onChange={(v) => setFilter(v as JobFilter)}
          data={FILTERS.map((f) => ({ value: f.value, label: counts ? `${f.label} (${counts[f.count]})` : f.label }))}
        />
        <Paper withBorder radius="lg" p="lg">
          {jobs.isPending ? (
            <Loader aria-label="Chargement des tâches" />
          ) : jobs.isError ? (
            <Text>Les tâches ne peuvent pas être lues pour le moment.</Text>
          ) : jobs.data.items.length === 0 ? (
            <Text>Aucune tâche ici.</Text>
          ) : (
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Tâche</Table.Th>
                  <Table.Th>État</Table.Th>
                  <Table.Th>Essais</Table.Th>
                  <Table.Th>Créée</Table.Th>
                  <Table.Th>Prévue</Table.Th>
                  <Table.Th>Erreur</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {jobs.data.items.map((job) => (
                  <Table.Tr key={job.id}>
                    <Table.Td>{JOB_QUEUE_LABELS[job.file] ?? job.file}</Table.Td>
                    <Table.Td>
                      <Badge color={job.etat === 'failed' ? 'red' : job.etat === 'completed' ? 'green' : 'blue'}>
                        {JOB_STATE_LABELS[job.etat]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {job.reprises + 1} / {job.reprisesMax + 1}
                    </Table.Td>
                    <Table.Td>{when(job.creeLe)}</Table.Td>
                    <Table.Td>{when(job.prevuLe)}</Table.Td>
                    <Table.Td>{job.erreur ?? '—'}</Table.Td>
                    <Table.Td>
                      {job.etat === 'failed' && (
                        <Button
                          size="xs"
                          loading={retry.isPending && retry.variables?.id === job.id}
                          onClick={() => retry.mutate({ file: job.file, id: job.id })}
                        >
                          Relancer
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Paper>
      </Stack>
    </ContentLayout>
  );
}

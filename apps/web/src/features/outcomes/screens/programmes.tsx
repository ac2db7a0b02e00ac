// /admin/formations: the training programmes with their sessions and learners, and a form to add one.
import { Alert, Anchor, Button, Group, Paper, Select, Table, TextInput, Title } from '@mantine/core';
import { IconChartBar, IconPlus } from '@tabler/icons-react';
import { href, PROGRAMME_KIND_LABELS, type ProgrammeKind, programmeInputSchema } from '@tremplin/shared';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { ScreenLoading } from '@/components/ui/screen-states';
import { useCreateProgramme, useProgrammes } from '../api/outcomes';
import { fieldErrors } from '../components/field-errors';
import { KIND_OPTIONS } from '../components/kind-options';
import { UnansweredFollowUps } from '../components/unanswered-follow-ups';

export function ProgrammesScreen() {
  const list = useProgrammes();
  const create = useCreateProgramme();
  const navigate = useNavigate();
  const [nom, setNom] = useState('');
  const [type, setType] = useState<ProgrammeKind>('POE');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(programmeInputSchema, { nom, type });
    setErrors(found);
    if (Object.keys(found).length) return;
    create.mutate({ nom, type }, { onSuccess: (p) => navigate(href('trainingProgramme', { fid: p.id })) });
  };

  return (
    <ContentLayout
      title="Formations"
      size="lg"
      intro="Les formations, leurs sessions et leurs apprenants : entrées, sorties et situations à 3 et 6 mois."
    >
      <Group justify="flex-end" mb="md">
        <Button
          component={Link}
          to={href('outcomesDashboard')}
          variant="light"
          leftSection={<IconChartBar size={18} />}
        >
          Tableau de bord
        </Button>
      </Group>
      {list.isPending ? (
        <ScreenLoading label="Chargement des formations" />
      ) : list.isError ? (
        <Alert color="red">Les formations ne peuvent pas être affichées pour le moment.</Alert>
      ) : list.data.length === 0 ? (
        <Alert color="gray" mb="md">
          Aucune formation pour le moment.
        </Alert>
      ) : (
        <Table.ScrollContainer minWidth={520} mb="xl">
          <Table highlightOnHover verticalSpacing="sm" aria-label="Formations">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Formation</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Sessions</Table.Th>
                <Table.Th>Inscrits</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>
                    <Anchor component={Link} to={href('trainingProgramme', { fid: p.id })}>
                      {p.nom}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{PROGRAMME_KIND_LABELS[p.type]}</Table.Td>
                  <Table.Td>{p.sessions}</Table.Td>
                  <Table.Td>{p.inscrits}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <UnansweredFollowUps />
      <Paper withBorder p="md" component="section" aria-labelledby="programme-new">
        <Title order={2} size="h3" id="programme-new" mb="sm">
          Ajouter une formation
        </Title>
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label="Nom de la formation"
              withAsterisk
              error={errors.nom}
              value={nom}
              onChange={(e) => setNom(e.currentTarget.value)}
              style={{ flex: '1 1 240px' }}
            />
            <Select
              label="Type"
              required
              data={KIND_OPTIONS}
              value={type}
              onChange={(v) => v && setType(v as ProgrammeKind)}
              allowDeselect={false}
              style={{ flex: '0 1 220px' }}
            />
            <Button type="submit" loading={create.isPending} leftSection={<IconPlus size={18} />}>
              Ajouter
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

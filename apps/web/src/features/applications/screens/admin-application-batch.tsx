// /admin/ajouter-une-candidature-multiple: one offer to many candidates at once, all or nothing.
import {
  Alert,
  Badge,
  Checkbox,
  CloseButton,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { APPLICATION_MESSAGES, type CandidateOption, href, personName } from '@tremplin/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { useCandidateOptions } from '@/lib/candidate-options';
import { useBatchCreateApplications } from '../api/batch-create-applications';
import { ApplicationForm } from '../components/application-form';

const nameOf = (c: CandidateOption) => personName(c);

export function AdminApplicationBatchScreen() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const candidates = useCandidateOptions('applications', debounced, 50);
  const [chosen, setChosen] = useState<Map<number, CandidateOption>>(new Map());
  const [missing, setMissing] = useState(false);
  const batch = useBatchCreateApplications();

  const toggle = (candidate: CandidateOption, on: boolean) => {
    setMissing(false);
    setChosen((current) => {
      const next = new Map(current);
      if (on) next.set(candidate.id, candidate);
      else next.delete(candidate.id);
      return next;
    });
  };

  return (
    <ContentLayout
      size="lg"
      title="Ajouter une candidature à plusieurs candidats"
      intro="La même offre est ajoutée à chaque candidat choisi, en une fois : si l’un d’eux ne peut pas la recevoir, aucune n’est ajoutée."
    >
      <Paper withBorder radius="lg" p="lg" mb="lg" component="section" aria-labelledby="candidats-title">
        <Title order={2} size="h3" id="candidats-title" mb="sm">
          Candidats ({chosen.size} choisi{chosen.size > 1 ? 's' : ''})
        </Title>
        {chosen.size > 0 ? (
          <Group gap="xs" mb="sm" aria-label="Candidats choisis">
            {[...chosen.values()].map((c) => (
              <Badge
                key={c.id}
                variant="light"
                rightSection={
                  <CloseButton size="xs" aria-label={`Retirer ${nameOf(c)}`} onClick={() => toggle(c, false)} />
                }
              >
                {nameOf(c)}
              </Badge>
            ))}
          </Group>
        ) : null}
        {missing ? (
          <Alert color="orange" role="alert" mb="sm">
            {APPLICATION_MESSAGES.candidatesRequired}
          </Alert>
        ) : null}
        <TextInput
          label="Rechercher un candidat (nom, prénom, e-mail)"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          mb="sm"
        />
        <ScrollArea.Autosize mah={260} type="auto">
          <Stack gap={6} role="group" aria-label="Candidats trouvés">
            {candidates.data?.items.length === 0 ? (
              <Text c="dimmed" size="sm">
                Aucun candidat trouvé.
              </Text>
            ) : null}
            {candidates.data?.items.map((c) => (
              <Checkbox
                key={c.id}
                label={`${nameOf(c)} (${c.email})`}
                checked={chosen.has(c.id)}
                onChange={(event) => toggle(c, event.currentTarget.checked)}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Paper>
      <Paper withBorder radius="lg" p="lg" component="section" aria-label="Offre">
        <ApplicationForm
          compact
          submitLabel="Ajouter aux candidats choisis"
          cancelTo={href('applicationTotals')}
          onSubmit={async (values) => {
            if (chosen.size === 0) {
              setMissing(true);
              return;
            }
            await batch.mutateAsync({ candidatIds: [...chosen.keys()], candidature: values });
            navigate(href('applicationTotals'));
          }}
        />
      </Paper>
    </ContentLayout>
  );
}

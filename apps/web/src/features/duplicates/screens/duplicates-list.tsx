// /admin/doublons: the pairs of accounts that look like one person, newest first, with why (« même téléphone »…),
// each to compare side by side or to dismiss (« Ce ne sont pas des doublons »).
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowsLeftRight, IconX } from '@tabler/icons-react';
import { DUPLICATE_PAGE_SIZE, type DuplicatePair, duplicateReasonsText, href, personName } from '@tremplin/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { Pager } from '@/components/list/pager';
import { ScreenLoading, ScreenUnavailable } from '@/components/ui/screen-states';
import { dayjs } from '@/lib/dayjs';
import { useDismissPair, useDuplicatePairs } from '../api/duplicates';
import { PairPerson } from '../components/pair-person';

export function DuplicatesListScreen() {
  const [page, setPage] = useState(1);
  const pairs = useDuplicatePairs(page - 1);
  return (
    <ContentLayout
      title="Doublons probables"
      size="lg"
      intro="Comptes qui semblent appartenir à la même personne : même e-mail, même téléphone, ou même nom dans une ville proche. Comparez-les avant de fusionner, ou écartez la paire."
    >
      <Group justify="flex-end" mb="md">
        <Button component={Link} to={href('adminUsers')} variant="default">
          Gestion des utilisateurs
        </Button>
      </Group>
      {pairs.isPending ? (
        <ScreenLoading label="Chargement des doublons" />
      ) : !pairs.data ? (
        <ScreenUnavailable
          title="Doublons indisponibles"
          message="Les doublons ne peuvent pas être affichés pour le moment."
          backTo={href('adminUsers')}
          backLabel="Retour à la gestion des utilisateurs"
        />
      ) : pairs.data.items.length === 0 ? (
        <Text>Aucun doublon probable à traiter.</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="sm" aria-live="polite">
            {pairs.data.totalElements === 1 ? '1 paire à traiter' : `${pairs.data.totalElements} paires à traiter`}
          </Text>
          <Stack gap="md" component="ul" aria-label="Paires de comptes" style={{ listStyle: 'none', padding: 0 }}>
            {pairs.data.items.map((pair) => (
              <PairCard key={pair.id} pair={pair} />
            ))}
          </Stack>
          <Pager total={pairs.data.totalElements} size={DUPLICATE_PAGE_SIZE} page={page} onChange={setPage} mt="lg" />
        </>
      )}
    </ContentLayout>
  );
}

function PairCard({ pair }: { pair: DuplicatePair }) {
  const dismiss = useDismissPair();
  const names = `${personName(pair.compteA)} et ${personName(pair.compteB)}`;
  return (
    <Paper component="li" withBorder p="md" aria-label={`Paire : ${names}`}>
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Text fw={600}>{duplicateReasonsText(pair.raisons)}</Text>
        <Text size="sm" c="dimmed">
          Détectée le <time dateTime={pair.detecteLe}>{dayjs(pair.detecteLe).format('DD/MM/YYYY')}</time>
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PairPerson person={pair.compteA} />
        <PairPerson person={pair.compteB} />
      </SimpleGrid>
      <Group mt="md" gap="sm">
        <Button
          component={Link}
          to={href('duplicateMerge', { paire: pair.id })}
          leftSection={<IconArrowsLeftRight size={16} aria-hidden="true" />}
          aria-label={`Comparer ${names}`}
        >
          Comparer
        </Button>
        <Button
          variant="default"
          leftSection={<IconX size={16} aria-hidden="true" />}
          loading={dismiss.isPending}
          onClick={() => dismiss.mutate(pair.id)}
          aria-label={`Ce ne sont pas des doublons : ${names}`}
        >
          Ce ne sont pas des doublons
        </Button>
      </Group>
    </Paper>
  );
}

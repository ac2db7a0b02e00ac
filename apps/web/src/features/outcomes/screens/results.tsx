// /nos-resultats: the results of the programmes the organisation publishes (Qualiopi indicator 2), with their
// period, population, response rate and update date; no figure under PUBLIC_MIN_POPULATION learners.
import { Alert, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { outcomesEndpoints, PROGRAMME_KIND_LABELS, PUBLIC_MIN_POPULATION } from '@tremplin/shared';
import { ContentLayout } from '@/components/layouts/content-layout';
import { call } from '@/lib/endpoint-client';
import { frDate, frPercent } from '../components/format';

function Rate({ label, value }: { label: string; value: number | null }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700}>
        {frPercent(value)}
      </Text>
    </div>
  );
}

export function ResultsScreen() {
  const results = useQuery({
    queryKey: ['resultats'],
    queryFn: () => call(outcomesEndpoints.publicResults, {}, { loading: false }),
  });
  return (
    <ContentLayout
      title="Nos résultats"
      intro="Ce que deviennent nos apprenants six mois après leur formation, formation par formation."
    >
      <Text mb="lg">
        Taux d’accès à l’emploi à 6 mois : part des sortants qui ont occupé un emploi d’au moins un mois (CDI, CDD,
        intérim, alternance, création d’entreprise) commencé dans les 6 mois suivant leur sortie, abandons compris. En
        emploi à 6 mois : part des répondants en emploi six mois après leur sortie. Aucun taux n’est publié pour moins
        de {PUBLIC_MIN_POPULATION} sortants.
      </Text>
      {results.isPending ? (
        <Text>Chargement des résultats…</Text>
      ) : results.isError ? (
        <Alert color="red">Les résultats ne peuvent pas être affichés pour le moment.</Alert>
      ) : results.data.length === 0 ? (
        <Alert color="gray">Aucun résultat n’est publié pour le moment.</Alert>
      ) : (
        <Stack>
          {results.data.map((r) => (
            <Card key={r.formationId} withBorder component="section" aria-labelledby={`resultat-${r.formationId}`}>
              <Group justify="space-between" align="flex-start" mb="sm">
                <Title order={2} size="h3" id={`resultat-${r.formationId}`}>
                  {r.formationNom}
                </Title>
                <Badge variant="light">{PROGRAMME_KIND_LABELS[r.formationType]}</Badge>
              </Group>
              {r.diffuse ? (
                <SimpleGrid cols={{ base: 1, xs: 3 }} mb="sm">
                  <Rate label="Accès à l’emploi à 6 mois" value={r.tauxAcces} />
                  <Rate label="En emploi à 6 mois" value={r.tauxEmploiSixMois} />
                  <Rate label="Taux de réponse" value={r.tauxReponse} />
                </SimpleGrid>
              ) : (
                <Text mb="sm">
                  Moins de {PUBLIC_MIN_POPULATION} sortants dont les six mois sont passés : pas encore de taux publié.
                </Text>
              )}
              <Text size="sm" c="dimmed">
                {r.periodeDu ? `Sorties du ${frDate(r.periodeDu)} au ${frDate(r.periodeAu)} · ` : ''}
                {r.population} sortant{r.population > 1 ? 's' : ''} · mis à jour le {frDate(r.majLe.slice(0, 10))}
              </Text>
            </Card>
          ))}
        </Stack>
      )}
    </ContentLayout>
  );
}

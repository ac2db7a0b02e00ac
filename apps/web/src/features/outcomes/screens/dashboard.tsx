// /admin/tableau-de-bord: the six-month indicators for a period, programme, session and adviser, as figures, charts
// and accessible tables, with a CSV export; below them the activity indicators as charts with their tables.
import { Alert, Button, Group, Paper, Select, SimpleGrid, Table, Text, TextInput, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { href, type IndicatorFilter, OUTCOME_SITUATION_LABELS, personName } from '@tremplin/shared';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { useAddressFilters } from '@/components/list/use-address-filters';
import { useAdvisers, useExportIndicators, useIndicators, useProgramme, useProgrammes } from '../api/outcomes';
import { ActivityIndicators } from '../components/activity-indicators';
import { frDate, frPercent } from '../components/format';

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

const charts = () => import('../components/activity-charts');
const RatesChart = lazy(() => charts().then((m) => ({ default: m.RatesChart })));
const SituationsChart = lazy(() => charts().then((m) => ({ default: m.SituationsChart })));

/** A chart fetched on demand, its figures in the table that follows. */
const Chart = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Text c="dimmed">Chargement du graphique…</Text>}>{children}</Suspense>
);

const KEYS = ['du', 'au', 'formationId', 'sessionId', 'conseillerId'] as const;

function Figure({ label, value, detail, testId }: { label: string; value: string; detail: string; testId: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={32} fw={700} data-testid={testId}>
        {value}
      </Text>
      <Text size="sm">{detail}</Text>
    </Paper>
  );
}

export function DashboardScreen() {
  const { values, setFilters } = useAddressFilters(KEYS);
  const filter: IndicatorFilter = {
    du: values.du || undefined,
    au: values.au || undefined,
    formationId: values.formationId ? Number(values.formationId) : undefined,
    sessionId: values.sessionId ? Number(values.sessionId) : undefined,
    conseillerId: values.conseillerId ? Number(values.conseillerId) : undefined,
  };
  const indicators = useIndicators(filter);
  const programmes = useProgrammes();
  const programme = useProgramme(values.formationId ? Number(values.formationId) : 0);
  const advisers = useAdvisers();
  const exportCsv = useExportIndicators();
  const data = indicators.data;

  return (
    <ContentLayout
      title="Tableau de bord"
      size="xl"
      intro="Où en sont les apprenants six mois après leur sortie : taux d’accès à l’emploi (France Travail) et situation à 6 mois (Qualiopi, indicateur 2)."
    >
      <Paper withBorder p="md" mb="lg" role="search" aria-label="Filtrer les indicateurs">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
          <TextInput
            type="date"
            label="Sorties du"
            value={values.du ?? ''}
            onChange={(e) => setFilters({ du: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label="Sorties au"
            value={values.au ?? ''}
            onChange={(e) => setFilters({ au: e.currentTarget.value })}
          />
          <Select
            label="Formation"
            placeholder="Toutes"
            clearable
            data={(programmes.data ?? []).map((p) => ({ value: String(p.id), label: p.nom }))}
            value={values.formationId || null}
            onChange={(v) => setFilters({ formationId: v ?? '', sessionId: '' })}
          />
          <Select
            label="Session"
            placeholder={values.formationId ? 'Toutes' : 'Choisir une formation'}
            disabled={!values.formationId}
            clearable
            data={(programme.data?.listeSessions ?? []).map((s) => ({
              value: String(s.id),
              label: `Du ${frDate(s.dateDebut)} au ${frDate(s.dateFin)}`,
            }))}
            value={values.sessionId || null}
            onChange={(v) => setFilters({ sessionId: v ?? '' })}
          />
          <Select
            label="Conseiller"
            placeholder="Tous"
            clearable
            data={(advisers.data ?? []).map((c) => ({ value: String(c.id), label: personName(c) }))}
            value={values.conseillerId || null}
            onChange={(v) => setFilters({ conseillerId: v ?? '' })}
          />
        </SimpleGrid>
        <Group justify="space-between" mt="md">
          <Button component={Link} to={href('trainingProgrammes')} variant="subtle">
            Gérer les formations
          </Button>
          <Button
            variant="light"
            leftSection={<IconDownload size={18} />}
            loading={exportCsv.isPending}
            onClick={() => exportCsv.mutate(filter)}
          >
            Exporter en CSV
          </Button>
        </Group>
      </Paper>

      {indicators.isError ? (
        <Alert color="red">Les indicateurs ne peuvent pas être calculés pour le moment.</Alert>
      ) : !data ? (
        <Text>Calcul des indicateurs…</Text>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }} mb="lg">
            <Figure
              label="Taux d’accès à l’emploi à 6 mois"
              value={frPercent(data.acces.taux)}
              detail={`${data.acces.enEmploi} sur ${plural(data.population, 'sortant', 'sortants')} · réponses : ${data.acces.reponses} (${frPercent(data.acces.tauxReponse)})`}
              testId="taux-acces"
            />
            <Figure
              label="En emploi à 6 mois"
              value={frPercent(data.sixMois.taux)}
              detail={`${data.sixMois.enEmploi} sur ${data.sixMois.reponses} réponses · taux de réponse ${frPercent(data.sixMois.tauxReponse)}`}
              testId="taux-six-mois"
            />
            <Figure
              label="Sortants de la période"
              value={String(data.population)}
              detail={`${plural(data.terminees, 'formation terminée', 'formations terminées')}, ${plural(data.abandons, 'abandon', 'abandons')}`}
              testId="population"
            />
          </SimpleGrid>
          <Text size="sm" c="dimmed" mb="lg">
            Calculé le {frDate(data.le)} sur les sortants dont la sortie date d’au moins 183 jours. Accès à l’emploi :
            un emploi d’au moins un mois (CDI, CDD, intérim, alternance, création) commencé au plus tard 183 jours après
            la sortie, rapporté à tous les sortants.
          </Text>

          <Title order={2} size="h3" mb="sm">
            Indicateurs
          </Title>
          {data.acces.taux !== null || data.sixMois.taux !== null ? (
            <Chart>
              <RatesChart data={data} label="Taux à 6 mois" />
            </Chart>
          ) : null}
          <Table.ScrollContainer minWidth={640} mb="xl">
            <Table withTableBorder striped aria-label="Indicateurs d’insertion">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Indicateur</Table.Th>
                  <Table.Th scope="col">Nombre</Table.Th>
                  <Table.Th scope="col">Taux</Table.Th>
                  <Table.Th scope="col">Population</Table.Th>
                  <Table.Th scope="col">Réponses</Table.Th>
                  <Table.Th scope="col">Taux de réponse</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th scope="row">Accès à l’emploi à 6 mois</Table.Th>
                  <Table.Td>{data.acces.enEmploi}</Table.Td>
                  <Table.Td>{frPercent(data.acces.taux)}</Table.Td>
                  <Table.Td>{data.population}</Table.Td>
                  <Table.Td>{data.acces.reponses}</Table.Td>
                  <Table.Td>{frPercent(data.acces.tauxReponse)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">En emploi à 6 mois</Table.Th>
                  <Table.Td>{data.sixMois.enEmploi}</Table.Td>
                  <Table.Td>{frPercent(data.sixMois.taux)}</Table.Td>
                  <Table.Td>{data.population}</Table.Td>
                  <Table.Td>{data.sixMois.reponses}</Table.Td>
                  <Table.Td>{frPercent(data.sixMois.tauxReponse)}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>

          <Title order={2} size="h3" mb="sm">
            Situation à 6 mois par type de contrat
          </Title>
          {data.sixMois.reponses > 0 ? (
            <Chart>
              <SituationsChart data={data} label="Situation à 6 mois par type de contrat" />
            </Chart>
          ) : null}
          <Table.ScrollContainer minWidth={420}>
            <Table withTableBorder striped aria-label="Situation à 6 mois par type de contrat">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Situation</Table.Th>
                  <Table.Th scope="col">Nombre</Table.Th>
                  <Table.Th scope="col">Part des réponses</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.sixMois.parSituation.map((line) => (
                  <Table.Tr key={line.situation}>
                    <Table.Th scope="row">{OUTCOME_SITUATION_LABELS[line.situation]}</Table.Th>
                    <Table.Td>{line.nombre}</Table.Td>
                    <Table.Td>{frPercent(line.taux)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
      {/* Asked once the six-month figures have answered, so that these come first on a busy server. */}
      {data || indicators.isError ? <ActivityIndicators filter={filter} /> : null}
    </ContentLayout>
  );
}

// The dashboard's activity indicators (decision 0017): each a chart, its figures as a table for screen readers and
// anyone who prefers them, and a CSV export. The charts' library is loaded only when this part of the dashboard shows.
import { Alert, Button, Group, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import {
  ACTIVITY_INDICATOR_LABELS,
  type ActivityIndicator,
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  FUNNEL_STAGE_LABELS,
  type IndicatorFilter,
} from '@tremplin/shared';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { dayjs } from '@/lib/dayjs';
import { useActivity, useExportActivity } from '../api/activity';
import { frPercent } from './format';

const charts = () => import('./activity-charts');
const ApplicationsChart = lazy(() => charts().then((m) => ({ default: m.ApplicationsChart })));
const FunnelChart = lazy(() => charts().then((m) => ({ default: m.FunnelChart })));
const TurnoutChart = lazy(() => charts().then((m) => ({ default: m.TurnoutChart })));
const CaseloadChart = lazy(() => charts().then((m) => ({ default: m.CaseloadChart })));

const frDays = (n: number | null) => (n === null ? '—' : `${String(n).replace('.', ',')} j`);

function Section({
  name,
  filter,
  chart,
  children,
  state,
}: {
  name: ActivityIndicator;
  filter: IndicatorFilter;
  chart?: ReactNode;
  children: ReactNode;
  state: { isError: boolean; hasData: boolean };
}) {
  const titleId = useId();
  const exportCsv = useExportActivity();
  const title = ACTIVITY_INDICATOR_LABELS[name];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId} data-testid={`activite-${name}`}>
      <Group justify="space-between" align="flex-start" mb="sm">
        <Title order={3} size="h4" id={titleId}>
          {title}
        </Title>
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconDownload size={16} />}
          loading={exportCsv.isPending && exportCsv.variables?.name === name}
          onClick={() => exportCsv.mutate({ name, filter })}
          aria-label={`Télécharger le CSV : ${title}`}
        >
          CSV
        </Button>
      </Group>
      {state.isError ? (
        <Alert color="red">Cet indicateur ne peut pas être calculé pour le moment.</Alert>
      ) : !state.hasData ? (
        <Text>Calcul…</Text>
      ) : (
        <>
          {chart ? <Suspense fallback={<Text c="dimmed">Chargement du graphique…</Text>}>{chart}</Suspense> : null}
          {/* On a narrow screen the table scrolls sideways: the keyboard must reach and scroll it too. */}
          <Table.ScrollContainer
            minWidth={360}
            mt="sm"
            scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': `Tableau : ${title}` } }}
          >
            {children}
          </Table.ScrollContainer>
        </>
      )}
    </Paper>
  );
}

function ApplicationsSection({ filter }: { filter: IndicatorFilter }) {
  const q = useActivity('candidatures', filter);
  const d = q.data;
  const label = ACTIVITY_INDICATOR_LABELS.candidatures;
  return (
    <Section
      name="candidatures"
      filter={filter}
      state={{ isError: q.isError, hasData: !!d }}
      chart={d && d.mois.length > 0 ? <ApplicationsChart data={d} label={label} /> : null}
    >
      {d ? (
        <Table withTableBorder striped aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Mois</Table.Th>
              {APPLICATION_STATUSES.map((s) => (
                <Table.Th scope="col" key={s}>
                  {APPLICATION_STATUS_LABELS[s]}
                </Table.Th>
              ))}
              <Table.Th scope="col">Total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {d.mois.map((m) => (
              <Table.Tr key={m.mois}>
                <Table.Th scope="row">{dayjs(`${m.mois}-01`).format('MMMM YYYY')}</Table.Th>
                {APPLICATION_STATUSES.map((s) => (
                  <Table.Td key={s}>{m.parStatut[s]}</Table.Td>
                ))}
                <Table.Td>{m.total}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Section>
  );
}

function FunnelSection({ filter }: { filter: IndicatorFilter }) {
  const q = useActivity('entonnoir', filter);
  const d = q.data;
  const label = ACTIVITY_INDICATOR_LABELS.entonnoir;
  return (
    <Section
      name="entonnoir"
      filter={filter}
      state={{ isError: q.isError, hasData: !!d }}
      chart={d ? <FunnelChart data={d} label={label} /> : null}
    >
      {d ? (
        <Table withTableBorder striped aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Étape</Table.Th>
              <Table.Th scope="col">Nombre</Table.Th>
              <Table.Th scope="col">Part de l’étape précédente</Table.Th>
              <Table.Th scope="col">Part des candidatures</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {d.etapes.map((e) => (
              <Table.Tr key={e.etape}>
                <Table.Th scope="row">{FUNNEL_STAGE_LABELS[e.etape]}</Table.Th>
                <Table.Td>{e.nombre}</Table.Td>
                <Table.Td>{frPercent(e.tauxEtapePrecedente)}</Table.Td>
                <Table.Td>{frPercent(e.tauxCandidatures)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Section>
  );
}

function FirstInterviewSection({ filter }: { filter: IndicatorFilter }) {
  const q = useActivity('premier-entretien', filter);
  const d = q.data;
  return (
    <Section name="premier-entretien" filter={filter} state={{ isError: q.isError, hasData: !!d }}>
      {d ? (
        <Table withTableBorder striped aria-label={ACTIVITY_INDICATOR_LABELS['premier-entretien']}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Délai médian</Table.Th>
              <Table.Th scope="col">Inscriptions de la période</Table.Th>
              <Table.Th scope="col">Avec un entretien</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td fz="xl" fw={700} data-testid="delai-median">
                {frDays(d.medianeJours)}
              </Table.Td>
              <Table.Td>{d.inscriptions}</Table.Td>
              <Table.Td>{d.avecEntretien}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      ) : null}
    </Section>
  );
}

function TurnoutSection({ filter }: { filter: IndicatorFilter }) {
  const q = useActivity('job-datings', filter);
  const d = q.data;
  const label = ACTIVITY_INDICATOR_LABELS['job-datings'];
  return (
    <Section
      name="job-datings"
      filter={filter}
      state={{ isError: q.isError, hasData: !!d }}
      chart={d && d.evenements.length > 0 ? <TurnoutChart data={d} label={label} /> : null}
    >
      {d ? (
        <Table withTableBorder striped aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">JobDating</Table.Th>
              <Table.Th scope="col">Invités</Table.Th>
              <Table.Th scope="col">Confirmés</Table.Th>
              <Table.Th scope="col">Présents</Table.Th>
              <Table.Th scope="col">dont sans confirmation</Table.Th>
              <Table.Th scope="col">Taux de présence</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {d.evenements.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Th scope="row">
                  {dayjs(e.date).format('DD/MM/YYYY')} — {e.thematique}
                </Table.Th>
                <Table.Td>{e.invites}</Table.Td>
                <Table.Td>{e.confirmes}</Table.Td>
                <Table.Td>{e.presents}</Table.Td>
                <Table.Td>{e.presentsSansConfirmation}</Table.Td>
                <Table.Td>{frPercent(e.tauxPresence)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr fw={700}>
              <Table.Th scope="row">Total</Table.Th>
              <Table.Td data-testid="jd-invites">{d.invites}</Table.Td>
              <Table.Td data-testid="jd-confirmes">{d.confirmes}</Table.Td>
              <Table.Td data-testid="jd-presents">{d.presents}</Table.Td>
              <Table.Td>{d.presentsSansConfirmation}</Table.Td>
              <Table.Td>{frPercent(d.tauxPresence)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      ) : null}
    </Section>
  );
}

function CaseloadSection({ filter }: { filter: IndicatorFilter }) {
  const q = useActivity('portefeuilles', filter);
  const d = q.data;
  const label = ACTIVITY_INDICATOR_LABELS.portefeuilles;
  return (
    <Section
      name="portefeuilles"
      filter={filter}
      state={{ isError: q.isError, hasData: !!d }}
      chart={d && d.conseillers.length > 0 ? <CaseloadChart data={d} label={label} /> : null}
    >
      {d ? (
        <Table withTableBorder striped aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Conseiller</Table.Th>
              <Table.Th scope="col">Apprenants actifs</Table.Th>
              <Table.Th scope="col">Sans contact depuis 30 jours</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {d.conseillers.map((c) => (
              <Table.Tr key={c.conseillerId ?? 'aucun'}>
                <Table.Th scope="row">{c.conseiller}</Table.Th>
                <Table.Td>{c.actifs}</Table.Td>
                <Table.Td>{c.sansContact}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr fw={700}>
              <Table.Th scope="row">Total (apprenants distincts)</Table.Th>
              <Table.Td>{d.actifs}</Table.Td>
              <Table.Td>{d.sansContact}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      ) : null}
    </Section>
  );
}

export function ActivityIndicators({ filter }: { filter: IndicatorFilter }) {
  return (
    <>
      <Title order={2} size="h3" mt="xl" mb="xs">
        Activité
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        La période s’applique à la date propre à chaque indicateur : création de la candidature, entrée en formation,
        date du JobDating ; le portefeuille se lit au jour du calcul. Formation, session et conseiller retiennent les
        apprenants inscrits à une session choisie. Entretien : statut « Entretien » ou « Acceptée », ou un entretien
        rattaché ; offre : « Acceptée » ; embauche : « Offre acceptée ».
      </Text>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <ApplicationsSection filter={filter} />
        <FunnelSection filter={filter} />
        <TurnoutSection filter={filter} />
        <CaseloadSection filter={filter} />
        <FirstInterviewSection filter={filter} />
      </SimpleGrid>
    </>
  );
}

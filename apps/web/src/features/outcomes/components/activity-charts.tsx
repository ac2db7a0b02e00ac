// The dashboard's charts (@mantine/charts on recharts). Loaded lazily by the dashboard and activity-indicators.tsx,
// so only staff screens fetch them. Each chart is an image named by its title; its figures are in the table that
// follows it.
import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationsByMonth,
  type Caseload,
  FUNNEL_STAGE_LABELS,
  type Funnel,
  type Indicators,
  type JobDatingTurnout,
  OUTCOME_SITUATION_LABELS,
} from '@tremplin/shared';
import { dayjs } from '@/lib/dayjs';

const STATUS_COLORS = ['blue.6', 'violet.6', 'teal.7', 'red.7', 'orange.7'];

/** recharts' own attributes on the svg: an image with a name, not a keyboard application. */
const named = (label: string) => ({
  accessibilityLayer: false,
  role: 'img',
  'aria-label': `${label} (les chiffres sont dans le tableau qui suit)`,
});

export function ApplicationsChart({ data, label }: { data: ApplicationsByMonth; label: string }) {
  return (
    <LineChart
      h={260}
      data={data.mois.map((m) => ({ mois: m.mois, ...m.parStatut }))}
      dataKey="mois"
      series={APPLICATION_STATUSES.map((s, i) => ({
        name: s,
        label: APPLICATION_STATUS_LABELS[s],
        color: STATUS_COLORS[i] ?? 'gray.6',
      }))}
      withLegend
      curveType="linear"
      lineChartProps={named(label)}
    />
  );
}

export function FunnelChart({ data, label }: { data: Funnel; label: string }) {
  return (
    <BarChart
      h={240}
      data={data.etapes.map((e) => ({ etape: FUNNEL_STAGE_LABELS[e.etape], nombre: e.nombre }))}
      dataKey="etape"
      series={[{ name: 'nombre', label: 'Nombre', color: 'blue.6' }]}
      barChartProps={named(label)}
    />
  );
}

export function TurnoutChart({ data, label }: { data: JobDatingTurnout; label: string }) {
  return (
    <BarChart
      h={260}
      data={data.evenements.map((e) => ({
        evenement: `${dayjs(e.date).format('DD/MM/YYYY')} ${e.thematique}`,
        invites: e.invites,
        confirmes: e.confirmes,
        presents: e.presents,
      }))}
      dataKey="evenement"
      series={[
        { name: 'invites', label: 'Invités', color: 'gray.6' },
        { name: 'confirmes', label: 'Confirmés', color: 'blue.6' },
        { name: 'presents', label: 'Présents', color: 'teal.7' },
      ]}
      withLegend
      barChartProps={named(label)}
    />
  );
}

export function CaseloadChart({ data, label }: { data: Caseload; label: string }) {
  return (
    <BarChart
      h={240}
      data={data.conseillers.map((c) => ({ conseiller: c.conseiller, actifs: c.actifs, sansContact: c.sansContact }))}
      dataKey="conseiller"
      series={[
        { name: 'actifs', label: 'Apprenants actifs', color: 'blue.6' },
        { name: 'sansContact', label: 'Sans contact depuis 30 jours', color: 'orange.7' },
      ]}
      withLegend
      barChartProps={named(label)}
    />
  );
}

/** The six-month rates side by side, in percent; a rate nobody is counted in (« — ») is left out. */
export function RatesChart({ data, label }: { data: Indicators; label: string }) {
  const rates = [
    { indicateur: 'Accès à l’emploi à 6 mois', taux: data.acces.taux },
    { indicateur: 'En emploi à 6 mois', taux: data.sixMois.taux },
  ].filter((rate) => rate.taux !== null);
  return (
    <BarChart
      h={200}
      data={rates}
      dataKey="indicateur"
      unit=" %"
      yAxisProps={{ domain: [0, 100] }}
      series={[{ name: 'taux', label: 'Taux', color: 'teal.7' }]}
      barChartProps={named(label)}
    />
  );
}

/** The learners' situations six months on, by kind of contract. */
export function SituationsChart({ data, label }: { data: Indicators; label: string }) {
  return (
    <BarChart
      h={280}
      orientation="vertical"
      data={data.sixMois.parSituation.map((line) => ({
        situation: OUTCOME_SITUATION_LABELS[line.situation],
        nombre: line.nombre,
      }))}
      dataKey="situation"
      yAxisProps={{ width: 170 }}
      series={[{ name: 'nombre', label: 'Nombre', color: 'blue.6' }]}
      barChartProps={named(label)}
    />
  );
}

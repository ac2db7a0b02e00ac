// Each activity indicator as a CSV file in the prospects' French Excel format (UTF-8 with a BOM, ';', CRLF, decimal
// commas), the same as the six-month indicators' export: one line per figure of the chart's table.
import {
  type ActivityIndicator,
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationsByMonth,
  type Caseload,
  type FirstInterview,
  FUNNEL_STAGE_LABELS,
  type Funnel,
  type JobDatingTurnout,
} from '@tremplin/shared';
import { stringify } from 'csv-stringify/sync';
import { frenchDate, neutralise } from '../../lib/csv-cells';

const decimal = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));
const parisDay = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'short' }).format(new Date(iso));

export type ActivityData = ApplicationsByMonth | Funnel | FirstInterview | JobDatingTurnout | Caseload;

function table(indicateur: ActivityIndicator, data: ActivityData): { header: string[]; lines: string[][] } {
  switch (indicateur) {
    case 'candidatures': {
      const d = data as ApplicationsByMonth;
      return {
        header: ['Mois', ...APPLICATION_STATUSES.map((s) => APPLICATION_STATUS_LABELS[s]), 'Total'],
        lines: d.mois.map((m) => [m.mois, ...APPLICATION_STATUSES.map((s) => String(m.parStatut[s])), String(m.total)]),
      };
    }
    case 'entonnoir': {
      const d = data as Funnel;
      return {
        header: ['Étape', 'Nombre', 'Part de l’étape précédente (%)', 'Part des candidatures (%)'],
        lines: d.etapes.map((e) => [
          FUNNEL_STAGE_LABELS[e.etape],
          String(e.nombre),
          decimal(e.tauxEtapePrecedente),
          decimal(e.tauxCandidatures),
        ]),
      };
    }
    case 'premier-entretien': {
      const d = data as FirstInterview;
      return {
        header: ['Inscriptions', 'Avec un entretien', 'Délai médian (jours)'],
        lines: [[String(d.inscriptions), String(d.avecEntretien), decimal(d.medianeJours)]],
      };
    }
    case 'job-datings': {
      const d = data as JobDatingTurnout;
      const line = (label: string, e: Omit<JobDatingTurnout, 'le' | 'evenements'>) => [
        label,
        String(e.invites),
        String(e.confirmes),
        String(e.presents),
        String(e.presentsSansConfirmation),
        decimal(e.tauxConfirmation),
        decimal(e.tauxPresence),
      ];
      return {
        header: [
          'JobDating',
          'Invités',
          'Confirmés',
          'Présents',
          'Présents sans confirmation',
          'Taux de confirmation (%)',
          'Taux de présence (%)',
        ],
        lines: [...d.evenements.map((e) => line(`${parisDay(e.date)} — ${e.thematique}`, e)), line('Total', d)],
      };
    }
    case 'portefeuilles': {
      const d = data as Caseload;
      return {
        header: ['Conseiller', 'Apprenants actifs', 'Sans contact depuis 30 jours'],
        lines: [
          ...d.conseillers.map((c) => [c.conseiller, String(c.actifs), String(c.sansContact)]),
          ['Total (apprenants distincts)', String(d.actifs), String(d.sansContact)],
        ],
      };
    }
  }
}

export interface ActivityCsvContext {
  du?: string;
  au?: string;
  perimetre: string;
}

export function activityCsv(indicateur: ActivityIndicator, data: ActivityData, context: ActivityCsvContext): string {
  const { header, lines } = table(indicateur, data);
  const period = `${context.du ? frenchDate(context.du) : 'début'} – ${context.au ? frenchDate(context.au) : 'aujourd’hui'}`;
  return stringify(
    [
      [...header, 'Période', 'Périmètre', 'Calculé le'],
      ...lines.map((l) => [...l, period, context.perimetre, frenchDate(data.le)].map(neutralise)),
    ],
    { bom: true, delimiter: ';', record_delimiter: 'windows' },
  );
}

/** 'entonnoir-2026-12-02.csv'. */
export const activityFileName = (indicateur: ActivityIndicator, now = new Date()) =>
  `${indicateur}-${now.toISOString().slice(0, 10)}.csv`;

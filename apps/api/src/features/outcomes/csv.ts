// The indicators as a CSV file in the prospects' French Excel format: UTF-8 with a BOM, ';', CRLF.
import { type Indicators, OUTCOME_SITUATION_LABELS } from '@tremplin/shared';
import { stringify } from 'csv-stringify/sync';
import { frenchDate, neutralise } from '../../lib/csv-cells';

/** A percentage with a decimal comma, as French Excel reads it; empty when nobody is counted below. */
const frenchPercent = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));

export interface CsvContext {
  du?: string;
  au?: string;
  formation?: string;
  session?: string;
  conseiller?: string;
}

export function indicatorsCsv(indicators: Indicators, context: CsvContext): string {
  const scope = [
    context.formation ? `Formation : ${context.formation}` : 'Toutes les formations',
    context.session ? `Session : ${context.session}` : null,
    context.conseiller ? `Conseiller : ${context.conseiller}` : null,
  ]
    .filter(Boolean)
    .join(' ; ');
  const period = `${context.du ? frenchDate(context.du) : 'début'} – ${context.au ? frenchDate(context.au) : 'aujourd’hui'}`;
  const p = indicators.population;
  const rows: Array<Record<string, string>> = [];
  const add = (
    indicateur: string,
    nombre: number,
    base: number,
    taux: number | null,
    reponses: number,
    tauxReponse: number | null,
  ) =>
    rows.push({
      indicateur,
      nombre: String(nombre),
      base: String(base),
      taux: frenchPercent(taux),
      population: String(p),
      reponses: String(reponses),
      tauxReponse: frenchPercent(tauxReponse),
      periode: period,
      perimetre: scope,
      le: frenchDate(indicators.le),
    });
  const a = indicators.acces;
  add('Taux d’accès à l’emploi à 6 mois', a.enEmploi, p, a.taux, a.reponses, a.tauxReponse);
  const s = indicators.sixMois;
  add('En emploi à 6 mois', s.enEmploi, s.reponses, s.taux, s.reponses, s.tauxReponse);
  for (const line of s.parSituation)
    add(
      `À 6 mois : ${OUTCOME_SITUATION_LABELS[line.situation]}`,
      line.nombre,
      s.reponses,
      line.taux,
      s.reponses,
      s.tauxReponse,
    );
  return stringify(
    rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, neutralise(v)]))),
    {
      bom: true,
      header: true,
      delimiter: ';',
      record_delimiter: 'windows',
      columns: [
        { key: 'indicateur', header: 'Indicateur' },
        { key: 'nombre', header: 'Nombre' },
        { key: 'base', header: 'Base du taux' },
        { key: 'taux', header: 'Taux (%)' },
        { key: 'population', header: 'Sortants (population)' },
        { key: 'reponses', header: 'Réponses' },
        { key: 'tauxReponse', header: 'Taux de réponse (%)' },
        { key: 'periode', header: 'Période de sortie' },
        { key: 'perimetre', header: 'Périmètre' },
        { key: 'le', header: 'Calculé le' },
      ],
    },
  );
}

/** 'indicateurs-2026-12-02.csv'. */
export const indicatorsFileName = (now = new Date()) => `indicateurs-${now.toISOString().slice(0, 10)}.csv`;

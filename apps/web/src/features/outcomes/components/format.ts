// How the training screens write dates, rates and situations.
import { OUTCOME_SITUATION_LABELS, type Outcome } from '@tremplin/shared';

/** '2026-03-27' as '27/03/2026'; a dash when empty. */
export const frDate = (iso: string | null | undefined) =>
  iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '—';

/** 46.2 as '46,2 %'; a dash when nobody is counted below. */
export const frPercent = (value: number | null) => (value === null ? '—' : `${String(value).replace('.', ',')} %`);

/** « CDI chez Agence Lumière depuis le 04/05/2026 ». */
export function outcomeText(o: Outcome): string {
  const parts = [OUTCOME_SITUATION_LABELS[o.situation]];
  if (o.employeur) parts.push(`chez ${o.employeur}`);
  if (o.dateDebut) parts.push(`dès le ${frDate(o.dateDebut)}`);
  if (o.dateFin) parts.push(`jusqu’au ${frDate(o.dateFin)}`);
  else if (o.dureeMois) parts.push(`(${o.dureeMois} mois)`);
  return parts.join(' ');
}

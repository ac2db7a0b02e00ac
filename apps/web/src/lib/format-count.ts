// Counts shown to people. The first Intl number format of a page loads ICU's French data, a long task on a slow
// phone; grouping digits needs none of it.
import { PROFILE_COUNT_CAP } from '@tremplin/shared';

/** A whole number as French writes it: 12 345 (narrow no-break spaces, as toLocaleString('fr-FR') gives). */
export const formatCount = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');

/**
 * A count of profiles as the search gives it: exact up to 1 000, « plus de 1 000 » past it (the API stops counting
 * there and says `plusDe`).
 */
export const formatProfileCount = (total: number, plusDe: boolean | undefined, noun: string) =>
  plusDe
    ? `plus de ${formatCount(PROFILE_COUNT_CAP)} ${noun}s`
    : `${formatCount(total)} ${noun}${total > 1 ? 's' : ''}`;

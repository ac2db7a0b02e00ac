// Counts shown to people. The first Intl number format of a page loads ICU's French data, a long task on a slow
// phone; grouping digits needs none of it.

/** A whole number as French writes it: 12 345 (narrow no-break spaces, as toLocaleString('fr-FR') gives). */
export const formatCount = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');

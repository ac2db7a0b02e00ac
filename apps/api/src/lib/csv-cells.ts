// Cells of the CSV files staff download and import back: French dates, and text that spreadsheets would run as a
// formula.

/** A cell starting with one of these would be a formula (or hide one) in Excel or LibreOffice. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes a quote so that spreadsheets show the text instead of running it (OWASP CSV injection). */
export const neutralise = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

/** Undoes `neutralise`, so that an exported file imported back is the same data. */
export const unneutralise = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

/** 'YYYY-MM-DD' as 'DD/MM/YYYY'. */
export const frenchDate = (iso: string | null) =>
  iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '';

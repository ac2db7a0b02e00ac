// How prospect values read in the CSV file and back: dates typed in French, status labels and column headers.
import {
  PROSPECT_CSV_COLUMNS,
  PROSPECT_STATUS_LABELS,
  PROSPECT_STATUSES,
  type ProspectCsvKey,
  type ProspectStatus,
} from '@tremplin/shared';

/** 'DD/MM/YYYY' (or 'D/M/YYYY', or ISO) as 'YYYY-MM-DD'; undefined when it is no date. */
export function isoDate(value: string): string | undefined {
  const v = value.trim();
  const fr = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(v);
  const iso = fr
    ? `${fr[3]}-${fr[2]!.padStart(2, '0')}-${fr[1]!.padStart(2, '0')}`
    : /^\d{4}-\d{2}-\d{2}$/.test(v)
      ? v
      : undefined;
  if (!iso) return undefined;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : undefined;
}

/** Lower case, no accents, one kind of apostrophe, single spaces: how headers and labels are compared. */
export const normalise = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

const STATUS_BY_TEXT = new Map<string, ProspectStatus>(
  PROSPECT_STATUSES.flatMap((s) => [
    [normalise(s), s],
    [normalise(PROSPECT_STATUS_LABELS[s]), s],
  ]),
);
/** The status a cell names, by its French label or its code. */
export const statusOf = (value: string) => STATUS_BY_TEXT.get(normalise(value));
export const STATUS_LIST = PROSPECT_STATUSES.map((s) => PROSPECT_STATUS_LABELS[s]).join(', ');

const COLUMN_BY_HEADER = new Map<string, ProspectCsvKey>(
  PROSPECT_CSV_COLUMNS.flatMap((c) => [
    [normalise(c.header), c.key],
    [normalise(c.key), c.key],
  ]),
);
/** The column a header names, by the export's French title or the field's name. */
export const columnOf = (header: string) => COLUMN_BY_HEADER.get(normalise(header.replace(/^\uFEFF/, '')));

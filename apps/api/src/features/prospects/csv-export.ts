// GET prospect/exportCSV: the filtered prospects read a thousand at a time (keyset on the id) and written as they
// come, so memory stays flat whatever the row count; UTF-8 with a BOM, ';' and CRLF, as French Excel opens them.
import { pipeline, Readable } from 'node:stream';
import { PROSPECT_CSV_COLUMNS, PROSPECT_STATUS_LABELS } from '@tremplin/shared';
import { stringify } from 'csv-stringify';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ntc, prospects } from '../../db/schema';
import { frenchDate, neutralise } from './csv-format';
import { type ProspectFilterValues, prospectMatches, prospectSelection } from './queries';

const BATCH = 1000;

async function* records(db: Database, filter: ProspectFilterValues) {
  const where = prospectMatches(filter);
  let last = 0;
  for (;;) {
    const page = await db
      .select(prospectSelection)
      .from(prospects)
      .leftJoin(ntc, eq(ntc.id, prospects.ntcId))
      .where(and(where, gt(prospects.id, last)))
      .orderBy(asc(prospects.id))
      .limit(BATCH);
    for (const p of page) {
      const cells: Record<string, string> = {};
      for (const { key } of PROSPECT_CSV_COLUMNS) {
        const value =
          key === 'date' ? frenchDate(p.date) : key === 'statue' ? PROSPECT_STATUS_LABELS[p.statue] : p[key];
        cells[key] = value === null || value === undefined ? '' : neutralise(String(value));
      }
      yield cells;
    }
    if (page.length < BATCH) return;
    last = page.at(-1)!.id;
  }
}

export function prospectCsvStream(db: Database, filter: ProspectFilterValues): Readable {
  const out = stringify({
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    header: true,
    columns: PROSPECT_CSV_COLUMNS.map(({ key, header }) => ({ key, header })),
  });
  // A failure half-way ends the download with an error rather than a truncated file that looks whole.
  pipeline(Readable.from(records(db, filter)), out, (err) => {
    if (err) out.destroy(err);
  });
  return out;
}

/** 'prospects-2026-11-24.csv'. */
export const exportFileName = (now = new Date()) => `prospects-${now.toISOString().slice(0, 10)}.csv`;

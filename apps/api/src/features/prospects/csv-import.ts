// POST prospect/importCSV: reads what people actually produce (UTF-8 with or without BOM, Windows-1252, ';' or ',',
// quoted fields with line breaks, headers in any order), validates each line with the shared schema, and writes in
// batches: an `id` updates (untouched when nothing changed), no `id` creates.
import { pipeline, Readable } from 'node:stream';
import {
  looksLikeLostLetters,
  PROSPECT_CSV_COLUMNS,
  PROSPECT_CSV_MESSAGES,
  type ProspectCsvKey,
  type ProspectImportMode,
  type ProspectImportReport,
  type ProspectValues,
  prospectInputSchema,
} from '@tremplin/shared';
import { type Info, parse } from 'csv-parse';
import { eq, inArray, sql } from 'drizzle-orm';
import iconv from 'iconv-lite';
import type { Database } from '../../db/client';
import { ntc, prospects } from '../../db/schema';
import { unneutralise } from '../../lib/csv-cells';
import { badRequest } from '../../lib/http-errors';
import { columnOf, isoDate, STATUS_LIST, statusOf } from './csv-format';

/** Lines validated and written together. */
const BATCH = 1000;
/** Bytes read before choosing the encoding and the separator. */
const SNIFF_BYTES = 64 * 1024;
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const FIELDS = [
  'date',
  'titreDiplomant',
  'entreprise',
  'urlAnnonce',
  'poste',
  'adresse',
  'ville',
  'nomContact',
  'posteContact',
  'mailContact',
  'phoneContact',
  'commentaire',
  'statue',
  'ntcId',
] as const satisfies readonly (keyof ProspectValues)[];
const HEADER_OF = Object.fromEntries(PROSPECT_CSV_COLUMNS.map((c) => [c.key, c.header])) as Record<
  ProspectCsvKey,
  string
>;

type Stored = Pick<typeof prospects.$inferSelect, (typeof FIELDS)[number] | 'id'>;
interface Line {
  line: number;
  raw: string;
  cells: Partial<Record<ProspectCsvKey, string>>;
}
export interface ImportProgress {
  bytes: number;
  lines: number;
}

/** One statement with the batch as one JSON parameter: far cheaper for PostgreSQL than thousands of parameters. */
async function insertMany(tx: Database, rows: ProspectValues[]) {
  await tx.execute(sql`
    insert into ${prospects} (date, titre_diplomant, entreprise, url_annonce, poste, adresse, ville, nom_contact,
      poste_contact, mail_contact, phone_contact, commentaire, statue, ntc_id)
    select "date", "titreDiplomant", "entreprise", "urlAnnonce", "poste", "adresse", "ville", "nomContact",
      "posteContact", "mailContact", "phoneContact", "commentaire", "statue", "ntcId"
    from json_to_recordset(${JSON.stringify(rows)}::json) as r("date" date, "titreDiplomant" text,
      "entreprise" text, "urlAnnonce" text, "poste" text, "adresse" text, "ville" text, "nomContact" text,
      "posteContact" text, "mailContact" text, "phoneContact" text, "commentaire" text, "statue" text,
      "ntcId" int)`);
}

/** UTF-8 when the start of the file decodes as such (or has its BOM); otherwise Excel's Windows-1252. */
function sniffEncoding(head: Buffer): 'utf-8' | 'windows-1252' {
  if (head.subarray(0, 3).equals(UTF8_BOM)) return 'utf-8';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/** Control characters no text file holds (tab, line breaks and form feed aside). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
const CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

/** A spreadsheet, an image, an archive or UTF-16 text rather than CSV: NUL bytes, or many control bytes. */
function looksBinary(head: Buffer): boolean {
  const sample = head.subarray(0, 8192);
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return true;
    if (byte < 32 && byte !== 9 && byte !== 10 && byte !== 13 && byte !== 12) control += 1;
  }
  return control > sample.length / 100;
}

/** The separator the header line uses more: French Excel writes ';', others ','. */
function sniffDelimiter(firstLine: string): ';' | ',' {
  const outsideQuotes = firstLine.replace(/"[^"]*"/g, '');
  const count = (c: string) => outsideQuotes.split(c).length - 1;
  return count(',') > count(';') ? ',' : ';';
}

type CsvProblem = { code: string; lines?: number };
/** csv-parse's refusals, in French. */
function parseProblem(err: CsvProblem) {
  const where = err.lines ? ` (ligne ${err.lines})` : '';
  if (err.code === 'CSV_QUOTE_NOT_CLOSED') return `un guillemet ouvert n’est jamais refermé${where}.`;
  if (err.code === 'CSV_INVALID_CLOSING_QUOTE') return `un guillemet fermant est suivi d’autres caractères${where}.`;
  return `format inattendu${where}.`;
}

export async function importProspectCsv(
  db: Database,
  file: Readable,
  mode: ProspectImportMode,
  onProgress: (progress: ImportProgress) => void,
  /** Lines whose letters became `?` are held back and reported (default), or written. */
  damagedText: 'demander' | 'remplacer' = 'demander',
): Promise<ProspectImportReport> {
  // The head decides the encoding and the separator; then the whole file flows through the decoder and parser.
  const iterator = file[Symbol.asyncIterator]();
  const headChunks: Buffer[] = [];
  let headSize = 0;
  let ended = false;
  while (headSize < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    headChunks.push(next.value as Buffer);
    headSize += (next.value as Buffer).length;
  }
  const head = Buffer.concat(headChunks);
  if (head.length === 0 || head.equals(UTF8_BOM)) throw badRequest(PROSPECT_CSV_MESSAGES.empty);
  if (looksBinary(head)) throw badRequest(PROSPECT_CSV_MESSAGES.binary);
  const encoding = sniffEncoding(head);
  const headText = iconv.decode(head, encoding);
  const delimiter = sniffDelimiter(headText.split(/\r?\n/, 1)[0] ?? '');

  let bytes = 0;
  const source = Readable.from(
    (async function* () {
      bytes += head.length;
      yield head;
      while (!ended) {
        const next = await iterator.next();
        if (next.done) return;
        bytes += (next.value as Buffer).length;
        yield next.value as Buffer;
      }
    })(),
  );
  const parser = parse({
    delimiter,
    bom: true,
    relax_column_count: true,
    // Quotes inside an unquoted field (`Le "Bistrot" SARL`) are what many exports write: kept as typed.
    relax_quotes: true,
    skip_empty_lines: true,
    info: true,
    raw: true,
  });
  // Unlike pipe(), pipeline destroys every stage when one fails or the reader below stops early, so an unclosed quote
  // found after the header was refused never surfaces as an uncaught error; the reader sees every failure itself.
  pipeline(source, iconv.decodeStream(encoding), parser, () => {});

  const ntcIds = new Set((await db.select({ id: ntc.id }).from(ntc)).map((r) => r.id));
  const report: ProspectImportReport = {
    mode,
    lines: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    refused: [],
    held: [],
    ignoredColumns: [],
    rolledBack: false,
    header: '',
    delimiter,
    encoding,
  };
  const seenIds = new Set<number>();
  const refuse = (l: Line, reason: string) => report.refused.push({ line: l.line, reason, raw: l.raw });

  /** Checks a batch against the stored rows, then creates, updates or leaves each line. */
  async function writeBatch(tx: Database, batch: Line[]) {
    const ids = batch.map((l) => Number(l.cells.id)).filter((n) => Number.isSafeInteger(n) && n > 0);
    const stored = new Map<number, Stored>();
    if (ids.length) {
      const rows = await tx
        .select({ id: prospects.id, ...Object.fromEntries(FIELDS.map((f) => [f, prospects[f]])) })
        .from(prospects)
        .where(inArray(prospects.id, ids));
      for (const r of rows as Stored[]) stored.set(r.id, r);
    }
    const creates: ProspectValues[] = [];
    const updates: { id: number; values: ProspectValues }[] = [];
    for (const l of batch) {
      const values = readLine(l, stored);
      if (!values) continue;
      if (values.id === null) creates.push(values.values);
      else {
        const before = stored.get(values.id)!;
        if (FIELDS.every((f) => (before[f] ?? null) === (values.values[f] ?? null))) report.unchanged += 1;
        else if (damagedText === 'demander' && holdsLostLetters(l, before, values.values)) continue;
        else updates.push({ id: values.id, values: values.values });
      }
    }
    if (creates.length) await insertMany(tx, creates);
    for (const u of updates)
      await tx
        .update(prospects)
        .set({ ...u.values, version: sql`${prospects.version} + 1` })
        .where(eq(prospects.id, u.id));
    report.created += creates.length;
    report.updated += updates.length;
  }

  /** Reports each cell that would turn letters of the stored value into `?`; true when the line is held back. */
  function holdsLostLetters(l: Line, before: Stored, after: ProspectValues): boolean {
    const damaged = FIELDS.filter((f) => {
      const was = before[f];
      const now = after[f];
      return typeof was === 'string' && typeof now === 'string' && looksLikeLostLetters(was, now);
    });
    for (const f of damaged) {
      const column = HEADER_OF[f];
      const stored = before[f] as string;
      const received = after[f] as string;
      report.held.push({
        line: l.line,
        column,
        stored,
        received,
        message: PROSPECT_CSV_MESSAGES.lostLetters(l.line, column, stored, received),
        raw: l.raw,
      });
    }
    return damaged.length > 0;
  }

  /** The line as prospect values, merged over the stored row for an update; undefined once refused. */
  function readLine(l: Line, stored: Map<number, Stored>) {
    const c = l.cells;
    let id: number | null = null;
    if (c.id) {
      id = Number(c.id);
      if (!Number.isSafeInteger(id) || id <= 0) return void refuse(l, PROSPECT_CSV_MESSAGES.badId(c.id));
      if (!stored.has(id)) return void refuse(l, PROSPECT_CSV_MESSAGES.unknownId(c.id));
      if (seenIds.has(id)) return void refuse(l, PROSPECT_CSV_MESSAGES.duplicateId(c.id));
      seenIds.add(id);
    }
    // Columns missing from the file keep the stored value.
    const input: Record<string, unknown> = id ? { ...stored.get(id) } : {};
    for (const key of FIELDS) {
      const cell = c[key];
      if (cell === undefined) continue;
      if (key === 'date') {
        const date = cell ? isoDate(cell) : null;
        if (date === undefined) return void refuse(l, PROSPECT_CSV_MESSAGES.badDate(cell));
        input.date = date;
      } else if (key === 'statue') {
        const status = cell ? statusOf(cell) : 'A_CONTACTER';
        if (!status) return void refuse(l, PROSPECT_CSV_MESSAGES.badStatus(cell, STATUS_LIST));
        input.statue = status;
      } else if (key === 'ntcId') {
        const n = cell ? Number(cell) : null;
        if (n !== null && !ntcIds.has(n)) return void refuse(l, PROSPECT_CSV_MESSAGES.badNtc(cell));
        input.ntcId = n;
      } else input[key] = cell;
    }
    delete input.id;
    const parsed = prospectInputSchema.safeParse(input);
    if (!parsed.success) {
      const reasons = parsed.error.issues.map((i) => {
        const key = i.path[0] as ProspectCsvKey | undefined;
        return key && HEADER_OF[key] ? `${HEADER_OF[key]} : ${i.message}` : i.message;
      });
      return void refuse(l, reasons.join(' '));
    }
    return { id, values: parsed.data };
  }

  async function run(perBatch: (batch: Line[]) => Promise<void>) {
    let columns: (ProspectCsvKey | null)[] | undefined;
    let batch: Line[] = [];
    // A batch is written while the next one is read: parsing and the database work side by side, in order.
    let writing: Promise<void> = Promise.resolve();
    let failure: unknown;
    const write = async (lines: Line[]) => {
      await writing;
      if (failure) throw failure;
      writing = perBatch(lines).catch((err) => {
        failure = err;
      });
    };
    let lastProgress = 0;
    for await (const { record, raw, info } of parser as AsyncIterable<{ record: string[]; raw: string; info: Info }>) {
      // csv-parse's raw text keeps stray carriage returns around a CRLF record.
      const text = raw.replace(/^[\r\n]+|[\r\n]+$/g, '');
      // info.lines is the line the record ends on; a quoted field with line breaks started earlier.
      const line = info.lines - (text.match(/\n/g)?.length ?? 0);
      if (!columns) {
        report.header = text;
        columns = record.map((h) => {
          const key = columnOf(h) ?? null;
          if (!key && h.trim()) report.ignoredColumns.push(h.trim());
          return key === 'ntc' ? null : key;
        });
        if (!columns.some(Boolean)) throw badRequest(PROSPECT_CSV_MESSAGES.noKnownColumn);
        continue;
      }
      if (record.every((cell) => !cell.trim())) continue;
      report.lines += 1;
      const cells: Line['cells'] = {};
      columns.forEach((key, i) => {
        if (key) cells[key] = unneutralise((record[i] ?? '').trim());
      });
      // A NUL byte or another control character further down the file: that line is refused, not the file.
      if (record.some((cell) => CONTROL.test(cell))) {
        refuse({ line, raw: text.replace(new RegExp(CONTROL.source, 'g'), '�'), cells }, PROSPECT_CSV_MESSAGES.control);
        continue;
      }
      batch.push({ line, raw: text, cells });
      if (batch.length >= BATCH) {
        await write(batch);
        batch = [];
      }
      if (Date.now() - lastProgress > 300) {
        lastProgress = Date.now();
        onProgress({ bytes, lines: report.lines });
      }
    }
    if (!columns) throw badRequest(PROSPECT_CSV_MESSAGES.empty);
    if (batch.length) await write(batch);
    await writing;
    if (failure) throw failure;
  }

  const ROLLBACK = Symbol('rollback');
  try {
    if (mode === 'tout') {
      await db.transaction(async (tx) => {
        await run((batch) => writeBatch(tx as unknown as Database, batch));
        if (report.refused.length) throw ROLLBACK;
      });
    } else {
      await run((batch) => db.transaction((tx) => writeBatch(tx as unknown as Database, batch)));
    }
  } catch (err) {
    if (err === ROLLBACK) {
      report.rolledBack = true;
      report.created = 0;
      report.updated = 0;
    } else if ((err as { code?: string }).code?.startsWith('CSV_')) {
      throw badRequest(PROSPECT_CSV_MESSAGES.unreadable(parseProblem(err as CsvProblem)));
    } else throw err;
  }
  onProgress({ bytes, lines: report.lines });
  report.ignoredColumns = [...new Set(report.ignoredColumns)];
  return report;
}

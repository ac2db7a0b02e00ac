// Prospect CSV at 100,000 rows: the API's import (target < 10 s) and streamed export (server memory growth target
// < 50 MB) beside the same rows copied straight into and out of PostgreSQL with COPY.
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PROSPECT_STATUS_LABELS, PROSPECT_STATUSES } from '@tremplin/shared';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import type { BenchSuite } from '../lib/types';

const ROWS = 100_000;
const IMPORT_LIMIT_S = 10;
const MEMORY_LIMIT_MB = 50;

const COMPANIES = ['Boulangerie', 'Garage', 'Agence', 'Cabinet', 'Société', 'Atelier', 'Pharmacie', 'Hôtel'];
const NAMES = ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Lefèvre', 'Moreau'];
const CITIES = ['Lyon', 'Saint-Étienne', 'Grenoble', 'Annecy', 'Besançon', 'Orléans', 'Créteil', 'Nîmes'];
const JOBS = ['Développeur web', 'Technicien réseau', 'Assistant comptable', 'Vendeur', 'Cuisinier', 'Électricien'];

interface Row {
  date: string;
  entreprise: string;
  poste: string;
  ville: string;
  nomContact: string;
  mailContact: string;
  phoneContact: string;
  commentaire: string;
  statue: (typeof PROSPECT_STATUSES)[number];
}

function rows(): Row[] {
  return Array.from({ length: ROWS }, (_, i) => {
    const name = NAMES[i % NAMES.length]!;
    const day = String((i % 28) + 1).padStart(2, '0');
    const month = String((i % 12) + 1).padStart(2, '0');
    return {
      date: `2026-${month}-${day}`,
      entreprise: `${COMPANIES[i % COMPANIES.length]} ${name} n°${i}`,
      poste: JOBS[i % JOBS.length]!,
      ville: CITIES[i % CITIES.length]!,
      nomContact: `Camille ${name.toUpperCase()}`,
      mailContact: `contact${i}@exemple.fr`,
      phoneContact: `06 ${String(i)
        .padStart(8, '0')
        .replace(/(\d{2})(?=\d)/g, '$1 ')}`,
      commentaire: i % 3 ? '' : 'Rappeler après les congés ; très intéressé.',
      statue: PROSPECT_STATUSES[i % PROSPECT_STATUSES.length]!,
    };
  });
}

const quote = (v: string) => (/[;"\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);

/** The file an adviser would send: the export's French headers and values, UTF-8 with a BOM. */
function apiCsv(data: Row[]) {
  const lines = [
    'Date;Entreprise;Poste;Ville;Nom du contact;E-mail du contact;Téléphone du contact;Commentaire;Statut',
  ];
  for (const r of data)
    lines.push(
      [
        `${r.date.slice(8)}/${r.date.slice(5, 7)}/${r.date.slice(0, 4)}`,
        r.entreprise,
        r.poste,
        r.ville,
        r.nomContact,
        r.mailContact,
        r.phoneContact,
        r.commentaire,
        PROSPECT_STATUS_LABELS[r.statue],
      ]
        .map(quote)
        .join(';'),
    );
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** The same rows as COPY reads them: the stored values. */
function copyCsv(data: Row[]) {
  return data
    .map((r) =>
      [r.date, r.entreprise, r.poste, r.ville, r.nomContact, r.mailContact, r.phoneContact, r.commentaire, r.statue]
        .map(quote)
        .join(';'),
    )
    .join('\n');
}
const COLUMNS = 'date, entreprise, poste, ville, nom_contact, mail_contact, phone_contact, commentaire, statue';

const rssMb = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
};
const seconds = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;

/** Reads a streamed answer to the end; answers its size, its lines and the server's peak memory meanwhile. */
async function drain(response: Response, pid: number) {
  let bytes = 0;
  let lines = 0;
  let peak = rssMb(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  try {
    const reader = response.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
      for (const b of value) if (b === 10) lines += 1;
    }
  } finally {
    clearInterval(sampler);
  }
  return { bytes, lines, peak: Math.max(peak, rssMb(pid)) };
}

export const prospectsCsvSuite: BenchSuite = {
  name: 'prospects-csv',
  async prepare() {},
  async cases() {
    return [];
  },
  async measure(ctx) {
    const data = rows();
    const file = apiCsv(data);
    const { token } = await ctx.login('admin@tremplin.test');
    const auth = { authorization: `Bearer ${token}` };
    let failures = 0;
    console.log(`\nCSV des prospects, ${ROWS.toLocaleString('fr-FR')} lignes (${(file.length / 1e6).toFixed(1)} Mo)`);

    // Import: COPY first, as the floor.
    await ctx.pool.query('delete from prospects');
    const client = await ctx.pool.connect();
    let copyIn: number;
    try {
      const start = process.hrtime.bigint();
      const stream = client.query(copyFrom(`COPY prospects (${COLUMNS}) FROM STDIN WITH (FORMAT csv, DELIMITER ';')`));
      stream.end(copyCsv(data));
      await new Promise<void>((resolve, reject) => stream.on('finish', resolve).on('error', reject));
      copyIn = seconds(start);
    } finally {
      client.release();
    }
    await ctx.pool.query('delete from prospects');

    const form = new FormData();
    form.append('file', new Blob([file], { type: 'text/csv' }), 'prospects.csv');
    const importStart = process.hrtime.bigint();
    const imported = await fetch(`${ctx.baseUrl}/api/prospect/importCSV?mode=tout`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    const importTime = seconds(importStart);
    const report = (await imported.json()) as { created?: number; refused?: unknown[]; message?: string };
    if (report.created !== ROWS) throw new Error(`Import incomplet : ${JSON.stringify(report).slice(0, 300)}`);
    const importOk = importTime < IMPORT_LIMIT_S;
    if (!importOk) failures++;
    console.log(`  import API (tout ou rien)  ${importTime.toFixed(2).padStart(7)} s`);
    console.log(`  COPY FROM STDIN            ${copyIn.toFixed(2).padStart(7)} s`);
    console.log(`  objectif : import < ${IMPORT_LIMIT_S} s → ${importOk ? 'atteint' : 'MANQUÉ'}`);

    // Export: COPY TO STDOUT as the floor, then the API's stream with the server's memory watched.
    const out = await ctx.pool.connect();
    let copyOut: number;
    try {
      const start = process.hrtime.bigint();
      await pipeline(
        out.query(copyTo(`COPY (select * from prospects order by id) TO STDOUT WITH (FORMAT csv, DELIMITER ';')`)),
        new Writable({ write: (_c, _e, done) => done() }),
      );
      copyOut = seconds(start);
    } finally {
      out.release();
    }
    // A small export first, so that what is measured is the growth of a big one, not the first call's code.
    await drain(await fetch(`${ctx.baseUrl}/api/prospect/exportCSV?ville=aucune`, { headers: auth }), ctx.serverPid);
    const before = rssMb(ctx.serverPid);
    const exportStart = process.hrtime.bigint();
    // Compressed as a browser asks for it (fetch decodes it; the size printed is the file's).
    const response = await fetch(`${ctx.baseUrl}/api/prospect/exportCSV`, {
      headers: { ...auth, 'accept-encoding': 'br, gzip' },
    });
    const exported = await drain(response, ctx.serverPid);
    const exportTime = seconds(exportStart);
    if (exported.lines !== ROWS + 1) throw new Error(`Export incomplet : ${exported.lines} lignes.`);
    const growth = exported.peak - before;
    const memoryOk = growth < MEMORY_LIMIT_MB;
    if (!memoryOk) failures++;
    console.log(
      `  export API                 ${exportTime.toFixed(2).padStart(7)} s  (${(exported.bytes / 1e6).toFixed(1)} Mo, ` +
        `envoyé en ${response.headers.get('content-encoding') ?? 'clair'})`,
    );
    console.log(`  COPY TO STDOUT             ${copyOut.toFixed(2).padStart(7)} s`);
    console.log(
      `  mémoire du serveur : ${before.toFixed(0)} Mo avant, pic ${exported.peak.toFixed(0)} Mo → +${growth.toFixed(1)} Mo`,
    );
    console.log(`  objectif : croissance < ${MEMORY_LIMIT_MB} Mo → ${memoryOk ? 'atteint' : 'MANQUÉ'}`);
    return failures;
  },
};

// 10,000 reminders falling due at once: every one sent (e-mail through a real SMTP sink, notice written), and the
// profile search's p95 at 10 connections while the job queue works through them, beside its p95 without them.

import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { openDatabase } from '../../src/db/client';
import { addProfiles } from '../../src/db/seed/bulk';
import { seedDemoIfEmpty } from '../../src/db/seed/demo';
import { formatMs, runLoad } from '../lib/load';
import type { BenchSuite } from '../lib/types';

const REMINDERS = 10_000;
const PROFILES = 10_000;
const WORDS = [
  'soud',
  'mec',
  'cuis',
  'vend',
  'log',
  'comp',
  'elec',
  'mag',
  'assi',
  'char',
  'peint',
  'inf',
  'dev',
  'ven',
];
const CITIES = ['Lyon', 'Paris', 'Marseille', 'Lille', 'Nantes', 'Toulouse', 'Bordeaux', 'Rennes'];

let received = 0;
let sink: SMTPServer | undefined;
let sinkPort = 0;

async function startSink() {
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received++;
        callback();
      });
    },
  });
  const server = sink;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.server.address() as AddressInfo).port;
}

export const remindersSuite: BenchSuite = {
  name: 'reminders',
  // Read when the server starts, after prepare() has opened the SMTP sink.
  get serverEnv() {
    return { SMTP_URL: `smtp://127.0.0.1:${sinkPort}`, JOBS_POLL_SECONDS: '1' };
  },
  async prepare(databaseUrl, pool) {
    const handle = await openDatabase({ url: databaseUrl, poolSize: 2 });
    await seedDemoIfEmpty(handle.db, { dataDir: mkdtempSync(path.join(tmpdir(), 'bench-reminders-')) }, console);
    const { rows } = await pool.query("select count(*)::int as n from users where email like '%@exemple.test'");
    if (PROFILES - (rows[0].n as number) > 0) await addProfiles(handle.db, PROFILES - (rows[0].n as number));
    await handle.close();
    // 10,000 interviews of the demo candidate tomorrow, each with its reminder; they fall due in the measure.
    await pool.query('delete from reminders');
    await pool.query("delete from interviews where lieu = 'bench-rappels'");
    await pool.query(
      `insert into interviews (utilisateur_id, date, lieu)
       select (select id from users where email = 'candidat@tremplin.test'), now() + interval '1 day', 'bench-rappels'
       from generate_series(1, $1)`,
      [REMINDERS],
    );
    await pool.query(
      `insert into reminders (event_type, event_id, user_id, kind, due_at)
       select 'ENTRETIEN', id, utilisateur_id, 'HEURE', now() + interval '1 year' from interviews where lieu = 'bench-rappels'`,
    );
    await pool.query('vacuum analyze');
    sinkPort = await startSink();
  },
  async cases() {
    return [];
  },
  async measure(ctx) {
    const { token } = await ctx.login('recruteur@tremplin.test');
    const searches = WORDS.flatMap((w) => CITIES.map((v) => `search=${w}&ville=${v}`));
    const search = (i: number) =>
      ctx.http.request('GET', `/api/utilisateur/parfiltre/${i % 3}/15?${searches[i % searches.length]}`, { token });
    const load = (from: number, seconds: number) =>
      runLoad({
        concurrency: 10,
        durationMs: seconds * 1000,
        warmupMs: 500,
        from,
        task: async (i) => void (await search(i)),
      });

    const quiet = await load(0, 8);
    const sentBefore = received;
    const t0 = Date.now();
    await ctx.pool.query(`update reminders set due_at = now(), sent_at = null where event_type = 'ENTRETIEN'`);
    // The minute's schedule slot, now: the reminders job is queued as the cron would queue it.
    await ctx.pool.query(`insert into pgboss.job (name, data) values ('reminders', '{}')`);
    const during = await load(quiet.next, 8);
    let sent = 0;
    let mailed = 0;
    while (Date.now() - t0 < 600_000) {
      const { rows } = await ctx.pool.query(
        "select count(*) filter (where sent_at is not null)::int as sent from reminders where event_type = 'ENTRETIEN'",
      );
      sent = rows[0].sent as number;
      mailed = received - sentBefore;
      if (sent === REMINDERS && mailed >= REMINDERS) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const allSeconds = (Date.now() - t0) / 1000;
    sink?.close();
    const ok = sent === REMINDERS && mailed === REMINDERS;
    console.log(`\n${REMINDERS.toLocaleString('fr-FR')} rappels dus en même temps`);
    console.log(`  rappels marqués envoyés    ${sent.toLocaleString('fr-FR')} / ${REMINDERS.toLocaleString('fr-FR')}`);
    console.log(`  e-mails reçus (SMTP)       ${mailed.toLocaleString('fr-FR')} en ${allSeconds.toFixed(1)} s`);
    console.log(`  recherche p95 sans rappels ${formatMs(quiet.p95)}   pendant la rafale ${formatMs(during.p95)}`);
    console.log(`  objectif : tous envoyés → ${ok ? 'atteint' : 'MANQUÉ'}`);
    return ok ? 0 : 1;
  },
};

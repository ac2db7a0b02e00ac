// `npm run bench`: fills one PostgreSQL database per suite (so one suite's rows never skew another's plans), starts the
// real server on it, and prints each call's latency and
// throughput beside the same SQL run straight through the driver.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { DEFAULT_POOL_SIZE as API_POOL_SIZE, openDatabase } from '../src/db/client';
import { createHttpClient } from './lib/http-client';
import { formatMs, formatRps, type LoadResult, runLoad } from './lib/load';
import type { BenchContext, BenchSuite } from './lib/types';
import { suites } from './suites';

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    seconds: { type: 'string', default: process.env.BENCH_SECONDS ?? '5' },
    database: {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tremplin_bench',
    },
    port: { type: 'string', default: '3210' },
  },
});
const seconds = Number(values.seconds);
if (!Number.isFinite(seconds) || seconds <= 0) throw new Error('--seconds attend un nombre de secondes positif.');
const baseUrl = values.database as string;

/** tremplin_bench → tremplin_bench_profile_search, and so on. */
function suiteDatabaseUrl(suite: string) {
  const url = new URL(baseUrl);
  url.pathname = `${url.pathname}_${suite.replaceAll('-', '_')}`;
  return url.toString();
}
const port = Number(values.port);
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function ensureDatabase(url: string) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (found.rowCount === 0) await admin.query(`CREATE DATABASE "${name.replaceAll('"', '')}"`);
  await admin.end();
}

async function startServer(databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      CAPTCHA_PROVIDER: 'none',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00',
      WEB_DIST: '/nonexistent',
    },
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/ready`);
      if (res.ok) return child;
    } catch {}
    if (child.exitCode !== null) throw new Error('Le serveur s’est arrêté au démarrage.');
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill();
  throw new Error('Le serveur n’a pas répondu dans les 120 s.');
}

const pct = (share: number) => `${Math.round(share * 100)} %`;
const line = (label: string, r: LoadResult) =>
  `${label.padEnd(8)} p50 ${formatMs(r.p50).padStart(9)}  p95 ${formatMs(r.p95).padStart(9)}  ${formatRps(r.throughput).padStart(12)}${r.errors ? `  (${r.errors} erreurs)` : ''}`;

/** Runs one suite on its own database and server; answers how many targets it missed. */
async function runSuite(suite: BenchSuite): Promise<number> {
  const databaseUrl = suiteDatabaseUrl(suite.name);
  await ensureDatabase(databaseUrl);
  const migrator = await openDatabase({ url: databaseUrl, poolSize: 2 });
  await migrator.migrate();
  await migrator.close();

  // The driver gets as many connections as the API's own pool: the same database resources behind the same 100
  // callers (100 connections of its own would also exceed PostgreSQL's default max_connections beside the API's).
  const pool = new pg.Pool({ connectionString: databaseUrl, max: API_POOL_SIZE });
  const t0 = Date.now();
  await suite.prepare(databaseUrl, pool);
  console.log(`[${suite.name}] données prêtes en ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const server = await startServer(databaseUrl);
  const http = createHttpClient(`http://127.0.0.1:${port}`, 100);
  const ctx: BenchContext = {
    databaseUrl,
    pool,
    http,
    async login(email, password = 'Tremplin2026!') {
      const body = await http.request('POST', '/auth/connexion', {
        body: { email, motDePasse: password, captcha: '' },
      });
      const data = JSON.parse(body) as { token: string; id: number };
      return { token: data.token, id: data.id };
    },
  };
  let failures = 0;
  try {
    console.log(`\n== ${suite.name}`);
    for (const c of await suite.cases(ctx)) {
      const durationMs = seconds * 1000;
      const api10 = await runLoad({ concurrency: 10, durationMs, task: (_w, i) => c.http(i).then(() => undefined) });
      const sql10 = await runLoad({ concurrency: 10, durationMs, task: (_w, i) => c.sql(i).then(() => undefined) });
      const api100 = await runLoad({ concurrency: 100, durationMs, task: (_w, i) => c.http(i).then(() => undefined) });
      const sql100 = await runLoad({ concurrency: 100, durationMs, task: (_w, i) => c.sql(i).then(() => undefined) });
      const share = api100.throughput / sql100.throughput;
      const latencyOk = c.p95LimitMs === undefined || api10.p95 < c.p95LimitMs;
      const throughputOk = c.minThroughputShare === undefined || share >= c.minThroughputShare;
      if (!latencyOk || !throughputOk) failures++;
      console.log(`\n${c.name}`);
      console.log(`  10 connexions   ${line('API', api10)}`);
      console.log(`                  ${line('SQL', sql10)}`);
      console.log(`  100 connexions  ${line('API', api100)}`);
      console.log(`                  ${line('SQL', sql100)}`);
      const throughputTarget =
        c.minThroughputShare === undefined
          ? `débit API = ${pct(share)} du SQL (sans objectif)`
          : `débit API ≥ ${pct(c.minThroughputShare)} du SQL → ${pct(share)} ${throughputOk ? 'atteint' : 'MANQUÉ'}`;
      const latencyTarget =
        c.p95LimitMs === undefined
          ? 'p95 API sans objectif'
          : `p95 API < ${c.p95LimitMs} ms → ${latencyOk ? 'atteint' : 'MANQUÉ'}`;
      console.log(`  objectifs : ${latencyTarget} ; ${throughputTarget}`);
    }
  } finally {
    http.close();
    server.kill('SIGTERM');
    await pool.end();
  }
  return failures;
}

async function main() {
  const selected = suites.filter((s) => !values.only || s.name === values.only);
  if (selected.length === 0)
    throw new Error(`Aucune suite « ${values.only} » : ${suites.map((s) => s.name).join(', ')}.`);
  let failures = 0;
  for (const suite of selected) failures += await runSuite(suite);
  console.log(failures ? `\n${failures} objectif(s) manqué(s).` : '\nTous les objectifs sont atteints.');
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

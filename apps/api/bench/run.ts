// `npm run bench`: fills one PostgreSQL database per suite and volume (so one suite's rows never skew another's
// plans), starts the compiled server on it as `npm start` runs it (default `info` logging, compressed answers), and
// prints each call's latency and throughput beside its reference measured in the same run: the same SQL straight
// through the driver, or the same handler on a bare Fastify for calls without database work. Every workload walks
// through its distinct requests in order (≥ 1,000), none again before all the others, so that no cache could answer it.
// `--database pglite` runs the suites that allow it on the embedded PGlite instead, as `npm start` does by default.
//   npm run bench -- [--only SUITE] [--seconds 5] [--profiles 100000] [--messages 1000000] [--applications 200000]
//                    [--database postgres://…/tremplin_bench | pglite] [--port 3210]
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { DEFAULT_POOL_SIZE as API_POOL_SIZE, openDatabase, PGLITE_EXTENSIONS } from '../src/db/client';
import { REPO_ROOT } from '../src/lib/paths';
import { perRequest, readCpu } from './lib/cpu';
import { createHttpClient } from './lib/http-client';
import { formatMs, formatRps, type LoadResult, runLoad } from './lib/load';
import type { BenchCase, BenchSuite, BenchVolumes, SqlBenchContext, SqlClient } from './lib/types';
import { suites } from './suites';

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    seconds: { type: 'string', default: process.env.BENCH_SECONDS ?? '5' },
    profiles: { type: 'string', default: '100000' },
    messages: { type: 'string', default: '1000000' },
    applications: { type: 'string', default: '200000' },
    database: {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tremplin_bench',
    },
    port: { type: 'string', default: '3210' },
    'bare-port': { type: 'string' },
  },
});
const seconds = Number(values.seconds);
if (!Number.isFinite(seconds) || seconds <= 0) throw new Error('--seconds attend un nombre de secondes positif.');
const count = (name: 'profiles' | 'messages' | 'applications') => {
  const n = Number(values[name]);
  if (!Number.isSafeInteger(n) || n < 1000) throw new Error(`--${name} attend un nombre entier d’au moins 1000.`);
  return n;
};
const volumes: BenchVolumes = {
  profiles: count('profiles'),
  messages: count('messages'),
  applications: count('applications'),
};
const baseUrl = values.database as string;
const embedded = baseUrl === 'pglite';
const port = Number(values.port);
const barePort = Number(values['bare-port'] ?? port + 100);
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** profile_search_100000, and so on: one database (or PGlite folder) per suite and volume. */
function suiteDatabaseName(suite: BenchSuite) {
  const suffix = suite.databaseSuffix?.(volumes);
  return `${suite.name.replaceAll('-', '_')}${suffix ? `_${suffix}` : ''}`;
}

/** tremplin_bench → tremplin_bench_profile_search_100000, and so on. */
function suiteDatabaseUrl(suite: BenchSuite) {
  const url = new URL(baseUrl);
  url.pathname = `${url.pathname}_${suiteDatabaseName(suite)}`;
  return url.toString();
}

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

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

async function waitFor(child: ChildProcess, url: string, what: string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {}
    if (child.exitCode !== null) throw new Error(`${what} s’est arrêté au démarrage.`);
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill();
  throw new Error(`${what} n’a pas répondu dans les 120 s.`);
}

const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-00';

/**
 * An access token as the server signs one at sign-in (HS256, subject, role and the account's session generation,
 * 15 minutes), for workloads that need thousands of signed-in people: signing each in would spend minutes hashing
 * passwords before measuring anything.
 */
function accessToken(id: number, role: string, generation: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: String(id), role, gen: generation, iat: now, exp: now + 900 })}`;
  return `${unsigned}.${createHmac('sha256', JWT_SECRET).update(unsigned).digest('base64url')}`;
}

/** A process's resident memory in megabytes (Linux /proc), or 0 once it has ended. */
function residentMegabytes(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * The compiled server, as `npm start` runs it (built first if its sources changed), at the default log level, on
 * `databaseEnv`: DATABASE_URL, or DATA_DIR for its embedded PGlite.
 */
async function startServer(
  databaseEnv: Record<string, string>,
  suiteEnv: Record<string, string>,
): Promise<ChildProcess> {
  const built = spawnSync(process.execPath, [path.resolve(apiDir, '../../scripts/build-changed.mjs'), 'api'], {
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('Le serveur n’a pas pu être compilé.');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SEED_DEMO: '1',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    NODE_ENV: 'development',
    CAPTCHA_PROVIDER: 'none',
    JWT_SECRET,
    WEB_DIST: '/nonexistent',
    ...databaseEnv,
    ...suiteEnv,
  };
  // On PGlite, a DATABASE_URL set in the shell would send the server elsewhere.
  if (!databaseEnv.DATABASE_URL) delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: apiDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  const t0 = performance.now();
  await waitFor(child, `http://127.0.0.1:${port}/api/ready`, 'Le serveur');
  // From the process's start to its first 200 on /api/ready (polled every 300 ms), then its memory once ready.
  console.log(
    `[serveur] /api/ready 200 après ${((performance.now() - t0) / 1000).toFixed(1)} s ; mémoire résidente (RSS) au démarrage : ${residentMegabytes(child.pid ?? 0).toFixed(0)} Mo`,
  );
  return child;
}

async function startBareServer(databaseUrl: string): Promise<ChildProcess> {
  // A statement's values travel in the query string: a région's thousands of communes go past Node's 16 KB of
  // headers, which answers 431.
  const args = ['--max-http-header-size=1048576', '--import', 'tsx', 'bench/bare-server.ts', String(barePort)];
  const child = spawn(process.execPath, [...args, databaseUrl], {
    cwd: apiDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(child, `http://127.0.0.1:${barePort}/api/health`, 'Le Fastify nu');
  return child;
}

const pct = (share: number) => `${Math.round(share * 100)} %`;
const line = (label: string, r: LoadResult) =>
  `${label.padEnd(10)} p50 ${formatMs(r.p50).padStart(9)}  p95 ${formatMs(r.p95).padStart(9)}  ${formatRps(r.throughput).padStart(12)}${r.errors ? `  (${r.errors} erreurs)` : ''}`;
const thousands = (n: number) => n.toLocaleString('fr-FR');

/** Measures one case at 10 then 100 connections, API and reference each going on through their own requests. */
async function measure(c: BenchCase, pids: { api: number; bare: number }): Promise<boolean> {
  const cpu = () => readCpu(pids);
  const durationMs = seconds * 1000;
  const refLabel = c.reference === 'sql' ? 'SQL' : 'Fastify nu';
  let apiNext = 0;
  let refNext = 0;
  const api = async (concurrency: number, warmupMs?: number) => {
    const r = await runLoad({
      concurrency,
      durationMs,
      warmupMs,
      readCpu: cpu,
      from: apiNext,
      task: (i) => c.http(i).then(() => undefined),
    });
    apiNext = r.next;
    return r;
  };
  const ref = async (concurrency: number) => {
    const r = await runLoad({
      concurrency,
      durationMs,
      readCpu: cpu,
      from: refNext,
      task: (i) => c.ref(i).then(() => undefined),
    });
    refNext = r.next;
    return r;
  };
  // A server in use has run its code and read its data many times over: the first run of a case warms it as long
  // as it measures it, further along the same requests.
  const api10 = await api(10, durationMs);
  const ref10 = await ref(10);
  const api100 = await api(100);
  const ref100 = await ref(100);
  // Measured at 10 once more, right after 100: two measures of the same load show how far the machine alone moves a
  // figure, and their mean, taken on both sides of the 100 measure, cancels a drift of the machine's other work.
  const api10again = c.noLowerAt100 ? await api(10) : null;
  const overHttp = embedded ? undefined : c.overHttp;
  const overHttp100 = overHttp
    ? await runLoad({ concurrency: 100, durationMs, readCpu: cpu, task: (i) => overHttp(i).then(() => undefined) })
    : null;

  console.log(`\n${c.name}`);
  console.log(
    `  ${thousands(c.distinct)} requête(s) distincte(s), parcourues dans l’ordre : ${thousands(apiNext)} posées à l’API, ${thousands(refNext)} à la référence (${refLabel})`,
  );
  console.log(`  10 connexions   ${line('API', api10)}`);
  console.log(`                  ${line(refLabel, ref10)}`);
  console.log(`  100 connexions  ${line('API', api100)}`);
  console.log(`                  ${line(refLabel, ref100)}`);
  if (api10again) console.log(`  10, de nouveau  ${line('API', api10again)}`);
  if (overHttp100) {
    console.log(
      `                  ${line('Fastify nu', overHttp100)}  (le même SQL derrière un Fastify nu, ${thousands(overHttp100.next)} requêtes)`,
    );
  }

  // What each request cost every process at 100 connections; with the cores busy, throughput follows the sum. On
  // PGlite the database works inside the process that asks it: the API's for the API, the bench's for the reference.
  const database: Array<'postgres'> = c.reference === 'sql' && !embedded ? ['postgres'] : [];
  const apiCost = perRequest(api100.cpu!, api100.requests, ['api', ...database, 'bench']);
  const refCost = perRequest(ref100.cpu!, ref100.requests, [
    ...(c.reference === 'sql' ? database : ['bare' as const]),
    'bench',
  ]);
  console.log(`  CPU par requête à 100 (${availableParallelism()} cœurs partagés par tous ces processus) :`);
  console.log(`                  ${'API'.padEnd(10)} ${apiCost.text}`);
  console.log(`                  ${refLabel.padEnd(10)} ${refCost.text}`);
  if (overHttp100) {
    console.log(
      `                  ${'Fastify nu'.padEnd(10)} ${perRequest(overHttp100.cpu!, overHttp100.requests, ['bare', 'postgres', 'bench']).text}`,
    );
  }
  if (c.reference === 'sql' && !embedded) {
    // If the API's own work cost nothing, the rest of its requests' cost (PostgreSQL, the HTTP client) would remain.
    const withoutApi = apiCost.total - (api100.cpu!.api / api100.requests) * 1e6;
    console.log(
      `                  une API sans aucun coût plafonnerait vers ${pct(refCost.total / withoutApi)} du débit du SQL (estimation : ${Math.round(refCost.total)} µs / ${Math.round(withoutApi)} µs)`,
    );
  }

  const verdicts: string[] = [];
  let ok = true;
  if (c.p95LimitMs !== undefined) {
    const met = api10.p95 < c.p95LimitMs;
    ok &&= met;
    verdicts.push(`p95 API à 10 < ${c.p95LimitMs} ms → ${formatMs(api10.p95)} ${met ? 'atteint' : 'MANQUÉ'}`);
  }
  const share = api100.throughput / ref100.throughput;
  if (c.minThroughputShare !== undefined) {
    const met = share >= c.minThroughputShare;
    ok &&= met;
    verdicts.push(
      `débit API à 100 ≥ ${pct(c.minThroughputShare)} du ${refLabel} (${formatRps(ref100.throughput)}) → ${pct(share)} ${met ? 'atteint' : 'MANQUÉ'}`,
    );
  } else {
    verdicts.push(`débit API à 100 = ${pct(share)} du ${refLabel} (sans objectif)`);
  }
  if (overHttp100) {
    verdicts.push(
      `débit API à 100 = ${pct(api100.throughput / overHttp100.throughput)} du même SQL derrière un Fastify nu (sans objectif)`,
    );
  }
  if (api10again) {
    // Lower only if it falls below the mean at 10 by more than the two measures at 10 differ from each other.
    const at10 = (api10.throughput + api10again.throughput) / 2;
    const spread = Math.abs(api10.throughput - api10again.throughput) / at10;
    const change = api100.throughput / at10 - 1;
    const met = change >= -spread;
    ok &&= met;
    const signed = `${change >= 0 ? '+' : '−'}${(Math.abs(change) * 100).toFixed(1)} %`;
    verdicts.push(
      `débit API à 100 pas plus bas qu’à 10 (${formatRps(at10)} en moyenne, les deux mesures à ${(spread * 100).toFixed(1)} % l’une de l’autre) → ${formatRps(api100.throughput)}, ${signed} ${met ? 'atteint' : 'MANQUÉ'}`,
    );
  }
  // Failed requests are not in the latencies: a run with any is no measure of the call.
  const failed =
    api10.errors +
    api100.errors +
    ref10.errors +
    ref100.errors +
    (api10again?.errors ?? 0) +
    (overHttp100?.errors ?? 0);
  if (failed > 0) {
    ok = false;
    verdicts.push(`${thousands(failed)} requêtes en erreur : mesure NON VALABLE`);
  }
  console.log(`  objectifs : ${verdicts.join(' ; ')}`);
  return ok;
}

/** A suite's database once filled: what the server is started with, and the suite's cases and measures on it. */
interface SuiteDatabase {
  /** DATABASE_URL, or DATA_DIR for the server's embedded PGlite. */
  serverEnv: Record<string, string>;
  sql: SqlClient;
  /** On PostgreSQL, for the bare Fastify. */
  url?: string;
  cases(ctx: SqlBenchContext): Promise<BenchCase[]>;
  measure?(ctx: SqlBenchContext): Promise<number>;
  close(): Promise<void>;
}

const ready = (suite: BenchSuite, t0: number, where: string) =>
  console.log(`[${suite.name}] données prêtes en ${((Date.now() - t0) / 1000).toFixed(1)} s (${where})`);

async function postgresDatabase(suite: BenchSuite): Promise<SuiteDatabase> {
  const databaseUrl = suiteDatabaseUrl(suite);
  await ensureDatabase(databaseUrl);
  const migrator = await openDatabase({ url: databaseUrl, poolSize: 2 });
  await migrator.migrate();
  await migrator.close();

  // The driver gets as many connections as the API's own pool: the same database resources behind the same 100
  // callers (100 connections of its own would also exceed PostgreSQL's default max_connections beside the API's).
  const pool = new pg.Pool({ connectionString: databaseUrl, max: API_POOL_SIZE });
  const t0 = Date.now();
  await suite.prepare(databaseUrl, pool, volumes);
  ready(suite, t0, new URL(databaseUrl).pathname.slice(1));
  const { measure } = suite;
  return {
    serverEnv: { DATABASE_URL: databaseUrl },
    sql: pool,
    url: databaseUrl,
    cases: (ctx) => suite.cases({ ...ctx, databaseUrl, pool }),
    measure: measure && ((ctx) => measure({ ...ctx, databaseUrl, pool })),
    close: () => pool.end(),
  };
}

/**
 * PGlite as `npm start` runs it: the server opens DATA_DIR/pglite, DATA_DIR being a folder of data/bench filled once
 * per suite and volume. PGlite lets one process open a folder, so the SQL reference runs in the bench on a PGlite of
 * its own, opened on a copy of that folder taken before the server starts: the same data and engine, in the same run.
 */
async function pgliteDatabase(suite: BenchSuite, pglite: NonNullable<BenchSuite['pglite']>): Promise<SuiteDatabase> {
  const dataDir = path.join(REPO_ROOT, 'data', 'bench', suiteDatabaseName(suite));
  const folder = path.join(dataDir, 'pglite');
  const filling = await openDatabase({ dataDir: folder });
  const t0 = Date.now();
  try {
    await filling.migrate();
    await pglite.prepare(filling, volumes, dataDir);
  } finally {
    await filling.close();
  }
  ready(suite, t0, path.relative(REPO_ROOT, folder));
  const copy = `${dataDir}-reference`;
  rmSync(copy, { recursive: true, force: true });
  cpSync(folder, copy, { recursive: true });
  const reference = await PGlite.create({ dataDir: copy, extensions: PGLITE_EXTENSIONS });
  return {
    serverEnv: { DATA_DIR: dataDir },
    sql: { query: (text, values) => reference.query<Record<string, unknown>>(text, values) },
    cases: pglite.cases,
    close: () => reference.close(),
  };
}

/** Runs one suite on its own database and server; answers how many cases missed a target. */
async function runSuite(suite: BenchSuite): Promise<number> {
  const { pglite } = suite;
  const database = embedded && pglite ? await pgliteDatabase(suite, pglite) : await postgresDatabase(suite);
  const server = await startServer(database.serverEnv, suite.serverEnv ?? {});
  // The bare Fastify's SQL goes to a PostgreSQL server: none on PGlite, whose folder is the API's alone.
  const bareServer = database.url ? await startBareServer(database.url) : null;
  const http = createHttpClient(`http://127.0.0.1:${port}`, 100);
  const bare = createHttpClient(`http://127.0.0.1:${barePort}`, 100);
  const ctx: SqlBenchContext = {
    sql: database.sql,
    http,
    bare,
    volumes,
    accessToken,
    serverPid: server.pid ?? 0,
    baseUrl: `http://127.0.0.1:${port}`,
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
    console.log(`\n== ${suite.name}${embedded ? ' sur PGlite' : ''}`);
    if (embedded) {
      console.log(
        '  (SQL = la même requête sur une PGlite du banc, copie du dossier de données du serveur ; pas de Fastify nu sur PGlite)',
      );
    }
    const pids = { api: server.pid ?? 0, bare: bareServer?.pid ?? 0 };
    for (const c of await database.cases(ctx)) if (!(await measure(c, pids))) failures++;
    if (database.measure) failures += await database.measure(ctx);
    console.log(
      `[serveur] mémoire résidente (RSS) après la charge : ${residentMegabytes(server.pid ?? 0).toFixed(0)} Mo`,
    );
  } finally {
    http.close();
    bare.close();
    server.kill('SIGTERM');
    bareServer?.kill('SIGTERM');
    // The next suite listens on the same ports: wait until both servers have let go of them.
    await Promise.all([server, bareServer].map((child) => child && exited(child)));
    await database.close();
  }
  return failures;
}

async function main() {
  const selected = suites.filter((s) => !values.only || s.name === values.only);
  if (selected.length === 0)
    throw new Error(`Aucune suite « ${values.only} » : ${suites.map((s) => s.name).join(', ')}.`);
  const postgresOnly = embedded ? selected.filter((s) => !s.pglite) : [];
  if (postgresOnly.length > 0) {
    throw new Error(
      `Sur PGlite ne tournent que ${suites
        .filter((s) => s.pglite)
        .map((s) => s.name)
        .join(', ')} (--only) ; ${postgresOnly.map((s) => s.name).join(', ')} demandent PostgreSQL.`,
    );
  }
  let failures = 0;
  for (const suite of selected) failures += await runSuite(suite);
  console.log(failures ? `\n${failures} objectif(s) manqué(s).` : '\nTous les objectifs sont atteints.');
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

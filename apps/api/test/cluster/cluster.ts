// The product as an organisation outgrowing one machine runs it: nginx from Debian's package in front of API
// processes (the compiled server, as `npm start` runs it) on a PostgreSQL server, files in an S3 bucket (s3rver).
// Everything listens on free loopback ports and is stopped by the test that started it.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../../src/lib/paths';

export const NGINX = '/usr/sbin/nginx';
const API_DIR = path.join(REPO_ROOT, 'apps/api');

/** A port nobody listens on right now. */
export function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The PostgreSQL server of TEST_DATABASE_URL, else the local one; the cluster cannot run without one. */
function serverUrl() {
  return new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
}

/** A fresh, empty database named after the suite's own (tremplin_38_test → tremplin_38_test_cluster_…). */
export async function freshDatabase() {
  const server = serverUrl();
  const base = server.pathname.slice(1) || 'postgres';
  const name = `${base}_cluster_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server.toString(), connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
  } catch (err) {
    throw new Error(
      `The cluster test needs a PostgreSQL server at ${server.host} (TEST_DATABASE_URL): ${(err as Error).message}`,
    );
  }
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: server.toString() });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Compiles the server once, as `npm start` does (reused when its sources have not changed). */
export function buildServer() {
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts/build-changed.mjs'), 'api'], { stdio: 'pipe' });
}

export interface ApiProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** What the process wrote on its error output, for failure messages. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export function startApi(port: number, env: Record<string, string>): ApiProcess {
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      WEB_DIST: '/nonexistent',
      PERSONAL_DATA_JOB_INTERVAL_MS: '0',
      SHUTDOWN_DRAIN_MS: '0',
      RATE_LIMIT_SCALE: '100',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + String(chunk)).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    output: () => output,
    stop: (signal = 'SIGTERM') => stopChild(child, signal),
  };
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/** Waits until the address answers 200 on `path`, or fails naming what the process said. */
export async function waitReady(url: string, what: () => string, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} not ready within ${ms / 1000} s: ${what()}`);
}

/** nginx with deploy/nginx.conf, its placeholders filled in, in the foreground so the test owns the process. */
export async function startNginx(port: number, apiServers: [string, string]) {
  if (!existsSync(NGINX)) {
    throw new Error(`nginx is missing at ${NGINX}: install Debian's package (apt-get install nginx), as .ci/run does.`);
  }
  const runDir = mkdtempSync(path.join(tmpdir(), 'tremplin-nginx-'));
  for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(runDir, dir));
  const values: Record<string, string> = {
    NGINX_LISTEN: `127.0.0.1:${port}`,
    NGINX_RUN_DIR: runDir,
    API_SERVER_1: apiServers[0],
    API_SERVER_2: apiServers[1],
  };
  const template = readFileSync(path.join(REPO_ROOT, 'deploy/nginx.conf'), 'utf8');
  const config = template.replace(/\$\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  const configFile = path.join(runDir, 'nginx.conf');
  writeFileSync(configFile, config);
  // Started as root (a CI container), nginx would hand its workers to an account that cannot write the run folder.
  const globals = process.getuid?.() === 0 ? 'daemon off; user root;' : 'daemon off;';
  const child = spawn(NGINX, ['-p', runDir, '-e', path.join(runDir, 'error.log'), '-c', configFile, '-g', globals], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const url = `http://127.0.0.1:${port}`;
  const log = (name: string) => {
    const file = path.join(runDir, name);
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx stopped: ${output}${log('error.log')}`);
    const listening = await fetch(`${url}/api/health`).then(
      () => true,
      () => false,
    );
    if (listening) break;
    if (Date.now() > deadline) throw new Error(`nginx not listening on ${port}: ${output}${log('error.log')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    /** The access log: one line per request naming the API process that answered it (upstream=…). */
    accessLog: () => log('access.log'),
    async stop() {
      await stopChild(child, 'SIGQUIT');
      rmSync(runDir, { recursive: true, force: true });
    },
  };
}

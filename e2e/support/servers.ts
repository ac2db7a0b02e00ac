// Extra processes a journey starts itself: more API servers (on PostgreSQL, or with a TURN relay configured) and the
// coturn relay from Debian's package. Each is stopped by the journey; ports come from E2E_EXTRA_PORTS.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Ports of the extra API servers: E2E_EXTRA_PORTS="3212,3312,3412", else the suite's port plus 100, 200, 300…; a journey that may run beside another uses an index of its own. */
export const EXTRA_PORTS = (process.env.E2E_EXTRA_PORTS ?? '')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const base = Number(process.env.E2E_PORT ?? 3100);
export const extraPort = (index: number) => EXTRA_PORTS[index] ?? base + 100 * (index + 1);

export interface Running {
  url: string;
  stop(): Promise<void>;
  /** An API server's DATA_DIR (where a journey may move its test clock). */
  dataDir?: string;
}

function stopper(child: ChildProcess, cleanup: () => void = () => {}) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) {
        cleanup();
        return resolve();
      }
      child.once('exit', () => {
        cleanup();
        resolve();
      });
      child.kill('SIGTERM');
    });
}

/** Starts an API server (serving the built web app) and waits for /api/ready. */
export async function startApi(port: number, env: Record<string, string>): Promise<Running> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `tremplin-e2e-extra-${port}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      DATABASE_URL: '',
      RATE_LIMIT_SCALE: '50',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = stopper(child, () => rmSync(dataDir, { recursive: true, force: true }));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API on ${port} stopped: ${stderr}`);
    const ready = await fetch(`${url}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { url, stop, dataDir };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop();
  throw new Error(`API on ${port} not ready within 120 s: ${stderr}`);
}

/** A fresh PostgreSQL database for a journey, on the server of TEST_DATABASE_URL (or the local one). */
export function freshDatabase(name: string): { url: string; drop(): void } {
  const server = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  const admin = [
    '-h',
    server.hostname,
    '-p',
    server.port || '5432',
    '-U',
    server.username || 'postgres',
    '-d',
    server.pathname.slice(1) || 'postgres',
  ];
  const run = (sql: string) => execFileSync('psql', [...admin, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { stdio: 'pipe' });
  run(`drop database if exists ${name} with (force)`);
  run(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** coturn on 127.0.0.1 with TURN REST credentials (use-auth-secret), no TLS, relaying on a small port range. */
export async function startTurn(port: number, relayPorts: [number, number], secret: string): Promise<Running> {
  const child = spawn(
    'turnserver',
    [
      '-n',
      '--listening-ip=127.0.0.1',
      '--relay-ip=127.0.0.1',
      `--listening-port=${port}`,
      `--min-port=${relayPorts[0]}`,
      `--max-port=${relayPorts[1]}`,
      '--use-auth-secret',
      `--static-auth-secret=${secret}`,
      '--realm=tremplin.test',
      '--no-tls',
      '--no-dtls',
      '--no-cli',
      '--fingerprint',
      '--allow-loopback-peers',
      '--no-multicast-peers',
      '--log-file=stdout',
      '--simple-log',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline && !/listener opened on|Total General servers/i.test(output)) {
    if (child.exitCode !== null) throw new Error(`turnserver stopped: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url: `turn:127.0.0.1:${port}?transport=udp`, stop: stopper(child) };
}

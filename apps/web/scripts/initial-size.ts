// Prints the JavaScript a first visit downloads before a page shows — the entry chunk, its static imports, and the
// page's own screen chunk with its static imports — in bytes actually transferred: each file is asked of the running
// server with `Accept-Encoding: br, gzip`, as a browser does, and its body counted as it arrives (DESIGN: under 150 KB
// per public page). Run after a build:
//   tsx scripts/initial-size.ts             every page open to signed-out visitors, each checked against the limit
//   tsx scripts/initial-size.ts <screen>    the chunks of one page: a screen key (login) or its source file
// It starts the production server on a free port with an empty throwaway database, or measures SIZE_URL if set.
// Public pages are the rows of the shared route table without roles; screens.ts says which file each one loads.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROUTES } from '@tremplin/shared';
import { NOT_FOUND_SCREEN, readManifest, screenSources, staticFiles } from './screen-chunks';

const LIMIT_KB = 150;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const apiDir = path.resolve(root, '../api');

const manifest = readManifest(dist);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** The production server on an empty throwaway database, once it answers. */
async function startServer(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tremplin-size-'));
  // The compiled server, as `npm start` runs it (built first if its sources changed).
  const built = spawnSync(process.execPath, [path.resolve(root, '../../scripts/build-changed.mjs'), 'api'], {
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('The server did not build.');
  const child: ChildProcess = spawn(process.execPath, ['dist/server.js'], {
    cwd: apiDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      WEB_DIST: dist,
    },
  });
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/api/ready`)).ok) return { url, stop };
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  stop();
  throw new Error('The server did not start: see its messages above.');
}

/** Bytes of a file's body as they come over the wire (node:http does not decompress), and their encoding. */
function transferred(base: string, file: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}/${file}`, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`GET /${file} → ${res.statusCode}`));
        else resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'none') });
      });
    });
    req.on('error', reject);
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2).padStart(8)} KB`;

async function main() {
  const server = process.env.SIZE_URL ? { url: process.env.SIZE_URL, stop: () => {} } : await startServer();
  try {
    const sizes = new Map<string, { bytes: number; encoding: string }>();
    const sizeOf = async (file: string) => {
      let size = sizes.get(file);
      if (!size) {
        size = await transferred(server.url, file);
        sizes.set(file, size);
      }
      return size.bytes;
    };
    const total = async (files: Set<string>) => {
      let sum = 0;
      for (const file of files) sum += await sizeOf(file);
      return sum;
    };
    const sources = screenSources(root);
    const entry = staticFiles(manifest, ['index.html']);
    const arg = process.argv[2];
    const limit = LIMIT_KB * 1024;

    if (arg) {
      const screen = sources.get(arg) ?? arg;
      if (!manifest[screen]) throw new Error(`${arg} is neither a screen key of screens.ts nor a chunk of the build.`);
      const { js } = staticFiles(manifest, ['index.html', screen]);
      const sum = await total(js);
      const rows = [...js].sort((a, b) => sizes.get(b)!.bytes - sizes.get(a)!.bytes);
      for (const file of rows) {
        const { bytes, encoding } = sizes.get(file)!;
        console.log(`${kb(bytes)}  ${file} (${encoding})${entry.js.has(file) ? '  (entry)' : ''}`);
      }
      console.log(`${kb(sum)}  initial JS transferred for ${screen} — limit ${LIMIT_KB} KB`);
      if (sum > limit) process.exitCode = 1;
      return;
    }
    // One line per screen, and the 404 page's; screens still to come render from the entry alone.
    const pages = new Map<string, string[]>();
    for (const route of ROUTES) {
      if (route.roles) continue;
      pages.set(route.screen, [...(pages.get(route.screen) ?? []), route.path]);
    }
    pages.set(NOT_FOUND_SCREEN, ['*']);
    console.log(`${kb(await total(entry.js))}  entry and its static imports, loaded by every page`);
    console.log(`${kb(await total(entry.css))}  entry stylesheet(s), render-blocking`);
    let over = 0;
    for (const [screen, paths] of pages) {
      const source = sources.get(screen);
      const sum = await total(source ? staticFiles(manifest, ['index.html', source]).js : entry.js);
      const verdict = sum > limit ? '  OVER' : '';
      if (verdict) over += 1;
      console.log(`${kb(sum)}  ${screen.padEnd(20)} ${paths.join(', ')}${verdict}`);
    }
    const encodings = new Set([...sizes.values()].map((s) => s.encoding));
    console.log(`Encodings sent: ${[...encodings].join(', ')}.`);
    console.log(
      `Limit ${LIMIT_KB} KB of initial JS transferred per public page: ${over ? `${over} over` : 'all within'}.`,
    );
    if (over) process.exitCode = 1;
  } finally {
    server.stop();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

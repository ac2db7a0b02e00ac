// Builds the web app and/or the compiled server only when their sources changed since their last build:
//   node scripts/build-changed.mjs web api
// A hash of every source file (and the lockfile) and of the environment the build reads is kept beside each build as
// .source-hash; a start with the same sources and the same environment reuses the build as it is. The web build's
// NODE_ENV decides between React's development and production builds, and VITE_* variables are written into it:
// both belong in its key, or a build made once for development would be served by a later production start.

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = ['packages/shared/src', 'packages/shared/package.json', 'package-lock.json'];
const targets = {
  web: {
    workspace: '@tremplin/web',
    dist: 'apps/web/dist',
    sources: [
      'apps/web/src',
      'apps/web/scripts',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      // Vite's .env files, whichever mode reads them.
      ...['', '.local', '.development', '.development.local', '.production', '.production.local'].map(
        (suffix) => `apps/web/.env${suffix}`,
      ),
    ],
    environment: (name) => name === 'NODE_ENV' || name.startsWith('VITE_'),
  },
  api: {
    workspace: '@tremplin/api',
    dist: 'apps/api/dist',
    sources: ['apps/api/src', 'apps/api/scripts', 'apps/api/package.json'],
    // esbuild leaves process.env to the running server: no variable changes what it writes.
    environment: () => false,
  },
};

function files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full)
    .sort()
    .flatMap((name) => files(path.join(entry, name)));
}

/** The key a build is reused under: its sources' contents and the variables it reads, unset ones included. */
export function buildKey(name, env = process.env) {
  const target = targets[name];
  if (!target) throw new Error(`Unknown build ${name}: ${Object.keys(targets).join(', ')}.`);
  const hash = createHash('sha256');
  const read = Object.keys(env).filter(target.environment);
  // The mode is named even when unset: Vite's default (production) is not the same key as a development build.
  for (const variable of [...new Set(['NODE_ENV', ...read])].filter(target.environment).sort()) {
    hash.update(`${variable}=${env[variable] ?? ''}`).update('\0');
  }
  for (const file of [...target.sources, ...shared].flatMap(files)) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const name of process.argv.slice(2)) buildIfChanged(name);
}

function buildIfChanged(name) {
  const hash = buildKey(name);
  const target = targets[name];
  const stamp = path.join(root, target.dist, '.source-hash');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
    console.log(`${target.workspace}: sources and mode unchanged, build reused.`);
    return;
  }
  const run = spawnSync('npm', ['run', 'build', '-w', target.workspace], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
  writeFileSync(stamp, hash);
}

// Builds the web app and/or the compiled server only when their sources changed since their last build:
//   node scripts/build-changed.mjs web api
// A hash of every source file (and the lockfile) is kept beside each build as .source-hash; a start with the same
// sources reuses the build as it is.

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
    ],
  },
  api: {
    workspace: '@tremplin/api',
    dist: 'apps/api/dist',
    sources: ['apps/api/src', 'apps/api/scripts', 'apps/api/package.json'],
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

function sourceHash(sources) {
  const hash = createHash('sha256');
  for (const file of [...sources, ...shared].flatMap(files)) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

for (const name of process.argv.slice(2)) {
  const target = targets[name];
  if (!target) throw new Error(`Unknown build ${name}: ${Object.keys(targets).join(', ')}.`);
  const stamp = path.join(root, target.dist, '.source-hash');
  const hash = sourceHash(target.sources);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
    console.log(`${target.workspace}: sources unchanged, build reused.`);
    continue;
  }
  const run = spawnSync('npm', ['run', 'build', '-w', target.workspace], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
  writeFileSync(stamp, hash);
}

// A throwaway copy of the committed tree, sharing the installed packages, for scripts that change the contract to
// show what follows from it without touching the working tree.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function scratchCopy() {
  const dir = mkdtempSync(path.join(tmpdir(), 'tremplin-contract-'));
  execFileSync('sh', ['-c', `git -C "${repoRoot}" archive HEAD | tar -x -C "${dir}"`]);
  // Installed packages are linked one by one, except the workspaces, which must be the copy's own.
  mkdirSync(path.join(dir, 'node_modules/@tremplin'), { recursive: true });
  for (const entry of readdirSync(path.join(repoRoot, 'node_modules')))
    if (entry !== '@tremplin')
      symlinkSync(path.join(repoRoot, 'node_modules', entry), path.join(dir, 'node_modules', entry));
  for (const [name, folder] of [
    ['shared', 'packages/shared'],
    ['api', 'apps/api'],
    ['web', 'apps/web'],
    ['e2e', 'e2e'],
  ])
    symlinkSync(path.join(dir, folder), path.join(dir, 'node_modules/@tremplin', name));
  return {
    dir,
    /** Replaces `from` by `to` in a file of the copy; fails when `from` is not there. */
    replace(file, from, to) {
      const full = path.join(dir, file);
      const text = readFileSync(full, 'utf8');
      if (!text.includes(from)) throw new Error(`${file} ne contient pas ${from}`);
      writeFileSync(full, text.replace(from, to));
    },
    write(file, text) {
      writeFileSync(path.join(dir, file), text);
    },
    /** Runs a command in the copy; returns its exit code and output instead of throwing. */
    run(command, args) {
      try {
        return { code: 0, output: execFileSync(command, args, { cwd: dir, encoding: 'utf8', stdio: 'pipe' }) };
      } catch (error) {
        return { code: error.status ?? 1, output: `${error.stdout ?? ''}${error.stderr ?? ''}` };
      }
    },
    remove() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

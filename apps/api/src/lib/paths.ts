// Folders the server reads at run time, found the same way from the TypeScript sources and from the compiled bundle
// (apps/api/dist/server.js), whose depth differs.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The API package's folder: the nearest one above this module that holds a package.json. */
function packageRoot(from: string): string {
  let dir = path.dirname(fileURLToPath(from));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${from}.`);
    dir = parent;
  }
  return dir;
}

export const API_ROOT = packageRoot(import.meta.url);
export const REPO_ROOT = path.resolve(API_ROOT, '../..');

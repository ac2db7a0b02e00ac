// Prints the JavaScript a first visit downloads before a page shows: the entry chunk, its static imports, and the
// page's own screen chunk with its static imports (DESIGN: under 150 KB gzip for public pages). Run after a build:
//   tsx scripts/initial-size.ts             every page open to signed-out visitors, each checked against the limit
//   tsx scripts/initial-size.ts <screen>    the chunks of one page: a screen key (login) or its source file
// Public pages are the rows of the shared route table without roles; screens.ts says which file each one loads.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ROUTES } from '@tremplin/shared';

const LIMIT_KB = 150;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');

interface ManifestChunk {
  file: string;
  imports?: string[];
}
const manifest: Record<string, ManifestChunk> = JSON.parse(
  readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
);

/** Screen key → source file, read from the loaders of screens.ts (`key: () => import('…')`). */
function screenSources(): Map<string, string> {
  const source = readFileSync(path.join(root, 'src/app/screens.ts'), 'utf8');
  const sources = new Map<string, string>();
  for (const [, key, specifier] of source.matchAll(/^\s*(\w+):\s*\(\)\s*=>\s*import\('([^']+)'\)/gm)) {
    const file = specifier!.startsWith('@/') ? `src/${specifier!.slice(2)}` : `src/app/${specifier!.slice(2)}`;
    sources.set(key!, `${file}.tsx`);
  }
  return sources;
}

const gzipKb = new Map<string, number>();
const sizeOf = (file: string): number => {
  let kb = gzipKb.get(file);
  if (kb === undefined) {
    kb = gzipSync(readFileSync(path.join(dist, file))).length / 1024;
    gzipKb.set(file, kb);
  }
  return kb;
};

/** The JavaScript files a chunk needs before it runs: itself and its static imports, transitively. */
function staticFiles(keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of keys) {
    if (!manifest[key]) throw new Error(`No chunk for ${key} in the manifest: build first.`);
    visit(key);
  }
  return new Set([...files].filter((file) => file.endsWith('.js')));
}

const total = (files: Set<string>) => [...files].reduce((sum, file) => sum + sizeOf(file), 0);
const kb = (value: number) => `${value.toFixed(2).padStart(8)} KB`;

const sources = screenSources();
const entry = staticFiles(['index.html']);
const arg = process.argv[2];

if (arg) {
  const screen = sources.get(arg) ?? arg;
  if (!manifest[screen]) throw new Error(`${arg} is neither a screen key of screens.ts nor a chunk of the build.`);
  const files = staticFiles(['index.html', screen]);
  const rows = [...files].map((file) => [file, sizeOf(file)] as const).sort((a, b) => b[1] - a[1]);
  for (const [file, size] of rows) console.log(`${kb(size)}  ${file}${entry.has(file) ? '  (entry)' : ''}`);
  const sum = total(files);
  console.log(`${kb(sum)}  initial JS (gzip) for ${screen} — limit ${LIMIT_KB} KB`);
  if (sum > LIMIT_KB) process.exitCode = 1;
} else {
  // One line per screen; the 404 page and screens still to come render from the entry alone.
  const pages = new Map<string, string[]>();
  for (const route of ROUTES) {
    if (route.roles) continue;
    pages.set(route.screen, [...(pages.get(route.screen) ?? []), route.path]);
  }
  pages.set('notFound', ['*']);
  console.log(`${kb(total(entry))}  entry and its static imports, loaded by every page`);
  let over = 0;
  for (const [screen, paths] of pages) {
    const source = sources.get(screen);
    const sum = total(source ? staticFiles(['index.html', source]) : entry);
    const verdict = sum > LIMIT_KB ? '  OVER' : '';
    if (verdict) over += 1;
    console.log(`${kb(sum)}  ${screen.padEnd(20)} ${paths.join(', ')}${verdict}`);
  }
  console.log(`Limit ${LIMIT_KB} KB of initial JS (gzip) per public page: ${over ? `${over} over` : 'all within'}.`);
  if (over) process.exitCode = 1;
}

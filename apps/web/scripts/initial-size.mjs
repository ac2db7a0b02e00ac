// Prints the JavaScript a first visit downloads before a page shows: the entry chunk, its static imports, and the
// page's own screen chunk with its static imports (DESIGN: under 150 KB gzip for public pages). Run after a build:
//   node scripts/initial-size.mjs [screen source, default src/features/public/screens/home.tsx]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const screen = process.argv[2] ?? 'src/features/public/screens/home.tsx';
const LIMIT_KB = 150;

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) visit(dep);
};
visit('index.html');
if (!manifest[screen]) throw new Error(`No chunk for ${screen} in the manifest.`);
visit(screen);

let total = 0;
const rows = [...files]
  .filter((f) => f.endsWith('.js'))
  .map((file) => {
    const gz = gzipSync(readFileSync(path.join(dist, file))).length;
    total += gz;
    return [file, gz];
  })
  .sort((a, b) => b[1] - a[1]);
for (const [file, gz] of rows) console.log(`${(gz / 1024).toFixed(2).padStart(8)} KB  ${file}`);
const kb = total / 1024;
console.log(`${kb.toFixed(2).padStart(8)} KB  initial JS (gzip) for ${screen} — limit ${LIMIT_KB} KB`);
if (kb > LIMIT_KB) process.exitCode = 1;

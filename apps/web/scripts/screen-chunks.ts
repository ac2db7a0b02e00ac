// What each screen of the build needs before it shows, read from Vite's manifest: used by the size budget
// (initial-size.ts) and by the build, which writes the list of files each public screen should preload.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const readManifest = (dist: string): Manifest =>
  JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** The key the 404 page goes by here, beside the route table's screens. */
export const NOT_FOUND_SCREEN = 'notFound';

/**
 * Screen key → source file, read from the loaders of screens.ts (`key: () => import('…')`): the public screens; and
 * the 404 page, which the router loads itself.
 */
export function screenSources(webRoot: string): Map<string, string> {
  const source = readFileSync(path.join(webRoot, 'src/app/screens.ts'), 'utf8');
  const sources = new Map<string, string>();
  for (const [, key, specifier] of source.matchAll(/^\s*(\w+):\s*\(\)\s*=>\s*import\('([^']+)'\)/gm)) {
    const file = specifier!.startsWith('@/') ? `src/${specifier!.slice(2)}` : `src/app/${specifier!.slice(2)}`;
    sources.set(key!, `${file}.tsx`);
  }
  sources.set(NOT_FOUND_SCREEN, 'src/app/routes/not-found.tsx');
  return sources;
}

/** The files chunks need before they run: themselves and their static imports, transitively, with their stylesheets. */
export function staticFiles(manifest: Manifest, keys: string[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of keys) {
    if (!manifest[key]) throw new Error(`No chunk for ${key} in the manifest: build first.`);
    visit(key);
  }
  return { js: new Set([...js].filter((file) => file.endsWith('.js'))), css };
}

/** Per public screen, the files it needs beyond the entry's: what its page can ask for alongside the entry. */
export function screenPreloads(manifest: Manifest, webRoot: string): Record<string, { js: string[]; css: string[] }> {
  const entry = staticFiles(manifest, ['index.html']);
  const preloads: Record<string, { js: string[]; css: string[] }> = {};
  for (const [key, source] of screenSources(webRoot)) {
    const own = staticFiles(manifest, [source]);
    preloads[key] = {
      js: [...own.js].filter((file) => !entry.js.has(file)),
      css: [...own.css].filter((file) => !entry.css.has(file)),
    };
  }
  return preloads;
}

// Vite build and dev server: the API (Fastify on :3000) answers /api, the auth paths and the password-reset POST.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { contractAddresses } from './scripts/contract-addresses.ts';
import { writePrerenderedPages } from './scripts/prerender-pages.ts';
import { readManifest, screenPreloads } from './scripts/screen-chunks.ts';

const require = createRequire(import.meta.url);

const API_TARGET = process.env.API_URL ?? 'http://localhost:3000';

const toApi: ProxyOptions = { target: API_TARGET, ws: true };

const proxy: Record<string, ProxyOptions> = {
  '/api': toApi,
  '/auth': toApi,
  '/profile': toApi,
  '/motdepasse': toApi,
  // GET /reset-motdepasse/:token is a page of the app; only the form's POST goes to the API.
  '/reset-motdepasse': { ...toApi, bypass: (req) => (req.method === 'POST' ? undefined : req.url) },
};

/**
 * Long-lived vendor chunks for what every page needs: React, the router, Mantine (its foundation — provider, Box,
 * styles API — with the two tiny libraries around it, and the components and hooks the header, the footer and the
 * error screen use) and TanStack Query, grouped rather than scattered in many small shared chunks, each of which costs
 * a request and its own import and export wiring. Everything else is split by use, so a library only one lazy screen
 * needs stays in that screen's chunk. Only what the entry itself loads is grouped ('$initial'): Mantine components
 * and helpers that only menus, tabs, comboboxes or a screen use stay out.
 */
const vendorChunk = (id: string): string | null => {
  if (/node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react';
  if (/node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/.test(id)) return 'router';
  if (/node_modules[\\/]@mantine[\\/](core|hooks)[\\/]esm[\\/]/.test(id)) return 'mantine-core';
  if (/node_modules[\\/](zustand|clsx)[\\/]/.test(id)) return 'mantine-core';
  if (/node_modules[\\/]@tanstack[\\/]/.test(id)) return 'query';
  // Vite's preload helper, which the entry always loads, rides along rather than costing a request of its own.
  if (id.includes('vite/preload-helper')) return 'mantine-core';
  return null;
};

/**
 * React Router's package exports only its development build (remix-run/react-router#12532), whose warnings then ship
 * to production. Builds take the production build next to it: the same code with those warnings off. Both entry
 * points move together, so that a single copy of the router and its contexts is bundled.
 */
const reactRouterProductionBuild = (): Plugin => ({
  name: 'tremplin:react-router-production-build',
  apply: 'build',
  config: () => {
    const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
    return {
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
        ],
      },
    };
  },
});

/**
 * The shared contract has no import-time effects, but its zod schemas are built by calls a bundler cannot prove
 * pure, and zod itself declares a side effect (its default locale). Declaring the shared modules side-effect free
 * and marking their `const x = z.…`, `someSchema.…` and `someSchema(…)` initialisers pure lets pages that use
 * only its constants, roles and routes leave the schemas, and zod, to the screens that use them. Statements that are not initialisers are left untouched.
 */
const sharedWithoutSideEffects = (): Plugin => ({
  name: 'tremplin:shared-without-side-effects',
  transform(code, id) {
    if (!/[\\/]packages[\\/]shared[\\/]src[\\/]/.test(id)) return null;
    const pure = code.replace(
      /^(\s*(?:export\s+)?const\s+[\w$]+(?:\s*:[^=\n]+)?\s*=\s*)(z\s*\.|[\w$]+Schema\s*[.(])/gm,
      '$1/* @__PURE__ */ $2',
    );
    return { code: pure, map: null, moduleSideEffects: false };
  },
});

/**
 * What each chunk has loaded before it runs: itself and its static imports, transitively. A lazily loaded module's
 * list of files to fetch alongside it (`modulePreload.resolveDependencies` below) leaves those out: the entry's
 * dynamic imports no longer name React, the router or Mantine's core, which every page already has.
 */
const loadedBefore = new Map<string, Set<string>>();
const staticClosures = (): Plugin => ({
  name: 'tremplin:static-closures',
  apply: 'build',
  generateBundle: {
    order: 'pre',
    handler(_options, bundle) {
      loadedBefore.clear();
      const closure = (file: string, seen = new Set<string>()): Set<string> => {
        const chunk = bundle[file];
        if (seen.has(file) || chunk?.type !== 'chunk') return seen;
        seen.add(file);
        for (const imported of chunk.imports) closure(imported, seen);
        return seen;
      };
      for (const file of Object.keys(bundle)) loadedBefore.set(file, closure(file));
    },
  },
});

/**
 * Writes `.vite/screen-preloads.json`: for each public screen, the files it needs beyond the entry's. The server names
 * them in the page it sends for that screen's addresses, so that a first visit fetches them alongside the entry rather
 * than once the entry has run.
 */
const screenPreloadList = (): Plugin => {
  let outDir = 'dist';
  let root = '.';
  return {
    name: 'tremplin:screen-preloads',
    apply: 'build',
    configResolved: (config) => {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const preloads = screenPreloads(readManifest(outDir), root);
      writeFileSync(path.join(outDir, '.vite/screen-preloads.json'), JSON.stringify(preloads));
    },
  };
};

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };
// The year pages rendered at build time show in their footer (src/config/env.ts).
const define = { 'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())) };

/**
 * Renders the public pages without parameters once the app is built (scripts/prerender-pages.ts), so that the server
 * sends them ready to show: a first visit paints the page as soon as its HTML and stylesheet are in, instead of after
 * all its JavaScript has downloaded and run. The renderer is a server build of src/prerender.tsx, made here with the
 * app's own transforms, aliases and definitions (the same CSS module class names as the browser's). It runs before the
 * precompress step, which then compresses the pages too.
 */
const prerenderPublicPages = (): Plugin => {
  let outDir = 'dist';
  let root = '.';
  let cacheDir = 'node_modules/.vite';
  let mode = 'production';
  return {
    name: 'tremplin:prerender',
    apply: 'build',
    configResolved: (config) => {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      cacheDir = config.cacheDir;
      mode = config.mode;
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const serverDir = path.join(cacheDir, 'prerender');
        await build({
          configFile: false,
          root,
          mode,
          logLevel: 'warn',
          publicDir: false,
          plugins: [react(), sharedWithoutSideEffects()],
          resolve: { alias },
          define,
          build: { ssr: 'src/prerender.tsx', outDir: serverDir, emptyOutDir: true, minify: false, target: 'node20' },
        });
        const pages = await writePrerenderedPages(outDir, path.join(serverDir, 'prerender.js'), root);
        this.info(`prerendered ${pages.length} public pages: ${pages.join(', ')}`);
      },
    },
  };
};

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, at the highest levels, once: the
 * server sends them as they are (what the browser receives is what the size budget measures), with no compression work
 * per request.
 */
const precompress = (): Plugin => {
  let outDir = 'dist';
  const filesOf = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? filesOf(file) : [file];
    });
  return {
    name: 'tremplin:precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesOf(outDir)) {
        if (
          !/\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/.test(file) ||
          file.includes(`${path.sep}.vite${path.sep}`)
        )
          continue;
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
};

export default defineConfig({
  plugins: [
    contractAddresses(),
    react(),
    sharedWithoutSideEffects(),
    reactRouterProductionBuild(),
    staticClosures(),
    screenPreloadList(),
    prerenderPublicPages(),
    precompress(),
  ],
  resolve: { alias },
  define,
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // Every supported browser knows <link rel="modulepreload">.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostId }) => deps.filter((dep) => !loadedBefore.get(hostId)?.has(dep)),
    },
    rolldownOptions: {
      // One entry, the app's: nothing imports its exports.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Small shared chunks are no longer inlined into each user (4 to 5 KB more on every public page): with
          // the page prerendered, its scripts come after the first paint, and their number no longer delays it.
          groups: [{ name: vendorChunk, debugName: 'vendor', tags: ['$initial'] }],
        },
      },
    },
  },
});

// Writes the public pages rendered at build time (src/prerender.tsx) as whole documents under dist/.pages: the built
// index.html with the page's title, its markup inside #root, and its screen's files named in the head — the code to
// preload, and the stylesheets as stylesheets, since the markup shows before any script runs. The server sends them
// for those addresses (apps/api/src/plugins/web-app.ts); the precompress step gives them their .br and .gz copies.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readManifest, screenPreloads } from './screen-chunks.ts';

/** Beside the assets, but out of the static routes (the server registers no file of a dot folder). */
export const PAGES_DIR = '.pages';

/** Where an address's page is written: / → index.html, /connexion → connexion.html. */
export const pageFile = (address: string): string => `${address === '/' ? 'index' : address.slice(1)}.html`;

interface ServerEntry {
  PRERENDERED_PATHS: readonly string[];
  renderPage(path: string): Promise<{ title: string; screen: string; markup: string }>;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function replaceOnce(page: string, search: string | RegExp, replacement: string): string {
  const next = page.replace(search, () => replacement);
  if (next === page) throw new Error(`index.html has no ${search}: cannot write the prerendered pages.`);
  return next;
}

const APP_SCRIPTS = /^\s*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)\n/gm;

/**
 * The page shows without its scripts, so they wait in a <template> that the inline script of index.html puts in the
 * document once the page has been painted: the stylesheet and the page do not share the connection with them, and on
 * a slow network the person reads sooner. The files the entry imports come first, the entry itself last.
 */
function holdAppScripts(page: string, screenFiles: string[]): string {
  const tags = [...page.matchAll(APP_SCRIPTS)].map(([tag]) => tag.trim());
  const entry = tags.filter((tag) => tag.startsWith('<script'));
  if (entry.length !== 1) throw new Error('index.html has not one module script.');
  const preloads = [
    ...tags.filter((tag) => !tag.startsWith('<script')),
    ...screenFiles.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  const held = `<template id="app-scripts">${[...preloads, ...entry].join('')}</template>`;
  return page.replace(APP_SCRIPTS, '').replace('</head>', `  ${held}\n  </head>`);
}

/** Renders every address the server entry lists and writes its page; answers the addresses written. */
export async function writePrerenderedPages(dist: string, serverEntry: string, webRoot: string): Promise<string[]> {
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const preloads = screenPreloads(readManifest(dist), webRoot);
  const entry = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  for (const address of entry.PRERENDERED_PATHS) {
    const { title, screen, markup } = await entry.renderPage(address);
    // The page's content policy allows the scripts of index.html only (by their hash).
    if (/<script/i.test(markup)) throw new Error(`${address}: the prerendered markup holds a script.`);
    const files = preloads[screen] ?? { js: [], css: [] };
    const stylesheets = files.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
    let page = replaceOnce(template, /<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
    if (stylesheets.length) page = replaceOnce(page, '</head>', `  ${stylesheets.join('\n    ')}\n  </head>`);
    page = holdAppScripts(page, files.js);
    page = replaceOnce(
      page,
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${escapeHtml(address)}">${markup}</div>`,
    );
    const file = path.join(dist, PAGES_DIR, pageFile(address));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, page);
  }
  return [...entry.PRERENDERED_PATHS];
}

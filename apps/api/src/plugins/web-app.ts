// Serves the built web app; unknown non-API pages get index.html with a 404 status, API paths keep Fastify's 404.
// A public page rendered at build time is sent as the build wrote it (and compressed it), for its exact address
// without a query; a query, a member page or a page with parameters gets index.html.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { matchRoute } from '@tremplin/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const API_PREFIXES = ['/api/', '/auth/', '/profile/'];

/**
 * index.html as each public screen's addresses get it: naming the screen's own files (the build's list), so that a
 * first visit fetches them alongside the entry instead of after it has run. Built once per screen.
 */
function screenPages(indexHtml: string, listFile: string): (screen?: string) => string {
  const lists: Record<string, { js: string[]; css: string[] }> = existsSync(listFile)
    ? JSON.parse(readFileSync(listFile, 'utf8'))
    : {};
  const pages = new Map<string, string>();
  return (screen) => {
    const files = screen ? lists[screen] : undefined;
    if (!screen || !files) return indexHtml;
    let page = pages.get(screen);
    if (page === undefined) {
      const links = [
        ...files.js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
        ...files.css.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
      ];
      page = indexHtml.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
      pages.set(screen, page);
    }
    return page;
  };
}

/** The web build's name for the 404 page in its list of each screen's files (apps/web/scripts/screen-chunks.ts). */
const NOT_FOUND_SCREEN = 'notFound';

/** Where the web build writes its prerendered pages (apps/web/scripts/prerender-pages.ts): no static route serves it. */
const PAGES_DIR = '.pages';

/** The pages rendered at build time, by address: / → .pages/index.html, /connexion → .pages/connexion.html. */
function prerenderedPages(dist: string): Map<string, string> {
  const dir = path.join(dist, PAGES_DIR);
  const pages = new Map<string, string>();
  if (!existsSync(dir)) return pages;
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.html')) continue;
    const address = name === 'index.html' ? '/' : `/${name.slice(0, -'.html'.length).split(path.sep).join('/')}`;
    pages.set(address, `${PAGES_DIR}/${name.split(path.sep).join('/')}`);
  }
  return pages;
}

/** The SHA-256 of each inline script of the built page, for the content policy to allow by name (security.ts). */
export function inlineScriptHashes(dist: string): string[] {
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) return [];
  const html = readFileSync(indexFile, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, content]) => `'sha256-${createHash('sha256').update(content!).digest('base64')}'`,
  );
}

export const webAppPlugin = fp(async (app: FastifyInstance) => {
  const dist = app.config.webDist;
  const indexFile = path.join(dist, 'index.html');
  const hasWeb = existsSync(indexFile);
  const assetsDir = path.join(dist, 'assets') + path.sep;
  if (hasWeb) {
    // Files under assets/ carry a hash of their content in their name: a browser keeps them for a year without asking
    // again; the others (favicon, avatars) are checked at each use. Text files go out as the build's .br or .gz copy
    // when the browser accepts it. The send library's own cache-control would overwrite ours, hence cacheControl: false.
    await app.register(fastifyStatic, {
      root: dist,
      index: false,
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.startsWith(assetsDir);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The answer depends on accept-encoding (the .br or .gz copy): caches between must keep one per encoding.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  } else {
    app.log.warn({ dist }, 'application web non construite : seule l’API est servie');
  }
  const indexHtml = hasWeb ? readFileSync(indexFile, 'utf8') : '';
  const pageFor = screenPages(indexHtml, path.join(dist, '.vite/screen-preloads.json'));
  const prerendered = hasWeb ? prerenderedPages(dist) : new Map<string, string>();

  const sendIndex = (reply: FastifyReply, status: number, screen?: string) =>
    reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(pageFor(screen));

  /**
   * A page of the app: the prerendered one for its exact address without a query (sent as the build compressed it,
   * like the other files), else index.html naming the screen's files.
   */
  const sendPage = (request: FastifyRequest, reply: FastifyReply, status: number, screen?: string) => {
    const [pathname, query] = request.url.split('?');
    const page = status === 200 && query === undefined ? prerendered.get(pathname ?? '') : undefined;
    if (page) return reply.status(200).sendFile(page);
    return sendIndex(reply, status, screen);
  };

  if (hasWeb)
    app.get('/', { schema: { hide: true } }, (request, reply) =>
      sendPage(request, reply, 200, matchRoute('/')?.route.screen),
    );

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      hasWeb &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIXES.some((p) => pathname.startsWith(p)) &&
      (request.headers.accept ?? '').includes('text/html');
    if (isPage) {
      const match = matchRoute(pathname);
      return sendPage(request, reply, match ? 200 : 404, match ? match.route.screen : NOT_FOUND_SCREEN);
    }
    return reply.status(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `Route ${request.method}:${request.url} not found`,
    });
  });
});

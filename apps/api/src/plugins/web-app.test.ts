import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers/test-app';

const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `mot${i}`))};\n`;
const inlineScript = "document.documentElement.setAttribute('data-test', '');";
// /connexion as the build renders it: the page before any script runs.
const signInPage = `<!doctype html><html lang="fr"><head><title>Connexion | Tremplin</title></head><body><div id="root" data-prerendered="/connexion"><main><h1>Connexion</h1><form aria-label="Connexion"><label for="e">E-mail</label><input id="e" name="email" type="email" value=""/><label for="p">Mot de passe</label><input id="p" name="motDePasse" type="password" value=""/><button type="submit">Se connecter</button></form>${'<p>Heureux de vous revoir.</p>'.repeat(60)}</main></div></body></html>`;

describe('serving the web app', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'tremplin-web-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><html lang="fr"><head><title>Tremplin</title><script>${inlineScript}</script></head></html>`,
    );
    // The pages rendered at build time, with the copies the build compresses.
    mkdirSync(path.join(dist, '.pages'));
    writeFileSync(path.join(dist, '.pages', 'connexion.html'), signInPage);
    writeFileSync(path.join(dist, '.pages', 'connexion.html.br'), brotliCompressSync(signInPage));
    writeFileSync(path.join(dist, '.pages', 'connexion.html.gz'), gzipSync(signInPage));
    // The build's list of the files each public screen needs beyond the entry's.
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(
      path.join(dist, '.vite', 'screen-preloads.json'),
      JSON.stringify({
        search: { js: ['assets/search-Aa11.js', 'assets/Pagination-Bb22.js'], css: [] },
        home: { js: ['assets/home-Cc33.js'], css: ['assets/home-Dd44.css'] },
        notFound: { js: ['assets/not-found-Ee55.js'], css: [] },
      }),
    );
    // A hashed chunk with the .br and .gz copies the build writes beside it.
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js'), script);
    writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js.gz'), gzipSync(script));
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(() => t.close());

  const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('serves the app for the home page and known screens', async () => {
    for (const url of ['/', '/connexion', '/mesinfos/12', '/admin/ntc/modifier/3', '/nouveau-message/4']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<html lang="fr">');
    }
  });

  it('names the files of the page’s own screen, so that the browser fetches them alongside the entry', async () => {
    const search = await page('/recherche?ville=Lyon');
    expect(search.body).toContain('<link rel="modulepreload" crossorigin href="/assets/search-Aa11.js">');
    expect(search.body).toContain('<link rel="modulepreload" crossorigin href="/assets/Pagination-Bb22.js">');
    expect(search.body.indexOf('search-Aa11')).toBeLessThan(search.body.indexOf('</head>'));
    const home = await page('/');
    expect(home.body).toContain('<link rel="modulepreload" crossorigin href="/assets/home-Cc33.js">');
    expect(home.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/home-Dd44.css">');
    expect(home.body).not.toContain('search-Aa11');
    // Screens without a list (behind sign-in) get the entry alone, an unknown page the 404 page's files.
    expect((await page('/mesinfos/12')).body).not.toContain('preload');
    const unknown = await page('/nimporte/quoi/ici');
    expect(unknown.body).toContain('<link rel="modulepreload" crossorigin href="/assets/not-found-Ee55.js">');
    expect(unknown.body).not.toContain('search-Aa11');
  });

  it('sends the page rendered at build time for its address, compressed by the build', async () => {
    const res = await page('/connexion');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    // What a person sees before any script runs: the heading and the form's fields.
    expect(res.body).toContain('<h1>Connexion</h1>');
    expect(res.body).toContain('name="email"');
    expect(res.body).toContain('name="motDePasse"');
    expect(res.body).toContain('data-prerendered="/connexion"');

    const br = await t.app.inject({
      method: 'GET',
      url: '/connexion',
      headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(signInPage);
  });

  it('sends index.html, not the prerendered page, to an address with a query, a member page or an unknown one', async () => {
    const withQuery = await page('/connexion?linkedin=erreur');
    expect(withQuery.statusCode).toBe(200);
    expect(withQuery.body).not.toContain('data-prerendered');
    expect(withQuery.body).toContain('<title>Tremplin</title>');
    expect((await page('/mesinfos/12')).body).not.toContain('data-prerendered');
    const unknown = await page('/connexion/autre');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('data-prerendered');
    // The folder of prerendered pages is not served as such.
    expect((await page('/.pages/connexion.html')).statusCode).toBe(404);
  });

  it('allows the page’s inline script by its hash, and no other inline script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const hash = createHash('sha256').update(inlineScript).digest('base64');
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toContain(`'self' 'sha256-${hash}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('answers HEAD for a page as GET would, without the body', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/connexion', headers: { accept: 'text/html' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
    expect(head.headers['cache-control']).toBe('no-cache');
    expect(head.body).toBe('');
    expect(
      (await t.app.inject({ method: 'HEAD', url: '/nimporte/quoi', headers: { accept: 'text/html' } })).statusCode,
    ).toBe(404);
  });

  it('serves the app with a 404 status for an unknown page', async () => {
    const res = await page('/nimporte/quoi/ici');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('keeps JSON 404s for API paths, even when a browser asks', async () => {
    const res = await page('/api/inconnu');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Route GET:/api/inconnu not found');
  });

  it('sends a hashed asset as the build compressed it, kept a year without asking again', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.rawPayload.length).toBeLessThan(script.length / 2);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);

    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('has the browser check the page itself at each visit', async () => {
    const res = await page('/recherche');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('compresses API answers above 1 KB', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString()).openapi).toBeDefined();
  });
});

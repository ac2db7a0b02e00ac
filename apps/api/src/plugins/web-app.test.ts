import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers/test-app';

describe('serving the web app', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'tremplin-web-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="fr"><title>Tremplin</title></html>');
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
});

// The content policy names the product's own sources only: no scheme-wide image or WebSocket source.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers/test-app';
import { computeSecurityHeaders, securityOptions } from './security';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://tremplin.exemple.fr' });
});
afterAll(async () => t?.close());

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );

describe('security headers', () => {
  it('allows the product’s own WebSocket and images, not any host', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = directives(String(response.headers['content-security-policy']));
    expect(csp['connect-src']).toContain('wss://tremplin.exemple.fr');
    expect(csp['img-src']).toContain("'self'");
    for (const wide of ['ws:', 'wss:', 'https:', 'http:', '*']) {
      expect(csp['connect-src']).not.toContain(wide);
      expect(csp['img-src']).not.toContain(wide);
    }
    expect(csp['frame-src']).toContain('https://player.vimeo.com');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('computes the same headers as helmet sets, once', () => {
    const headers = computeSecurityHeaders(securityOptions('http://localhost:3000'));
    expect(directives(headers['content-security-policy'] as string)['connect-src']).toContain('ws://localhost:3000');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

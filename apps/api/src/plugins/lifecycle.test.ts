// Shutdown: readiness answers 503 in French at once, the other calls are still served during the drain (each asking
// its client to close the connection), a client holding an idle keep-alive connection is not reset, and the server
// stops listening once the drain is over.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@tremplin/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ SHUTDOWN_DRAIN_MS: '400' });
});
afterAll(async () => t?.close());

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function get(port: number, path: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      })
      .on('error', reject);
  });
}

it('drains before closing: not ready at once, still serving, no reset connection, then closed', async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const before = await get(port, '/api/health');
  expect(before.status).toBe(200);
  expect(before.headers.connection).toBe('keep-alive');

  const shutdown = t.app.shutdown();
  // The idle keep-alive connection carries this one.
  const ready = await get(port, '/api/ready');
  expect(ready.status).toBe(503);
  expect(JSON.parse(ready.body).message).toBe(MESSAGES.shuttingDown);
  expect(ready.headers['retry-after']).toBe('5');
  expect(ready.headers.connection).toBe('close');
  const served = await get(port, '/api/health');
  expect(served.status).toBe(200);
  expect(served.headers.connection).toBe('close');

  await shutdown;
  expect(t.app.server.listening).toBe(false);
  await expect(get(port, '/api/health')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  agent.destroy();
});

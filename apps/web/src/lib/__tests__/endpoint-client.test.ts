// The typed client against a real local HTTP server: the declared path filled and encoded, an optional last segment
// left out when empty, the declared method, and the answer read back.
import { notesEndpoints } from '@tremplin/shared';
import { describe, expect, it } from 'vitest';
import { call } from '@/lib/endpoint-client';
import { json, setupFakeApi } from '@/testing/fake-api';

const server = setupFakeApi({ record: (req, body) => ({ method: req.method, url: req.url, body }) });

describe('call', () => {
  it('fills the declared path, leaves an empty optional segment out, and encodes the others', async () => {
    server.handler = (_req, _body, res) => json(res, 200, { items: [], totalElements: 0 });
    await call(notesEndpoints.ofApplication, { params: { id: 4, page: 0, size: 10, search: '' } });
    await call(notesEndpoints.ofApplication, { params: { id: 4, page: 1, size: 10, search: 'à relancer/2' } });
    expect(server.seen.map((seen) => seen.url)).toEqual([
      '/api/notes/candidat/4/0/10',
      '/api/notes/candidat/4/1/10/%C3%A0%20relancer%2F2',
    ]);
  });

  it('sends the declared method and body, and reads the answer', async () => {
    server.handler = (_req, body, res) => json(res, 200, { id: 9, ...JSON.parse(body) });
    const note = await call(notesEndpoints.update, {
      body: { id: 9, version: 2, titre: 'Bilan', contenu: '<p>ok</p>' },
    });
    expect(server.seen.at(-1)).toMatchObject({ method: 'PUT', url: '/api/notes' });
    expect(note.titre).toBe('Bilan');
  });
});

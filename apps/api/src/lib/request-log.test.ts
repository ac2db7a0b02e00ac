// What the server writes per request: nothing at the default info level, a line in and a line out at debug; a line
// a request writes carries that request's id.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, KNOWN_PASSWORD } from '../../test/access/accounts';
import { createTestApp } from '../../test/helpers/test-app';
import { buildApp } from '../app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An app on the test database logging at `level` into an array of parsed lines. */
async function appLoggingAt(level: 'info' | 'debug') {
  const lines: { msg: string; level: number; reqId?: string; userId?: number }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = await buildApp(
    { ...t.config, logLevel: level },
    { database: t.database, closeDatabase: false, logDestination: stream },
  );
  await app.ready();
  return { app, lines };
}

describe('request logging', () => {
  it('writes no line per request at info', async () => {
    const { app, lines } = await appLoggingAt('info');
    const before = lines.length;
    for (let i = 0; i < 5; i++) expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(lines.slice(before).map((line) => line.msg)).toEqual([]);
    await app.close();
  });

  it('writes each request coming in and going out at debug', async () => {
    const { app, lines } = await appLoggingAt('debug');
    const before = lines.length;
    await app.inject({ method: 'GET', url: '/api/health' });
    const messages = lines.slice(before).map((line) => line.msg);
    expect(messages).toContain('requête reçue');
    expect(messages).toContain('requête terminée');
    await app.close();
  });

  it('gives each line a request writes at info that request’s id', async () => {
    const { app, lines } = await appLoggingAt('info');
    const user = await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI', email: 'journal-connexion@tremplin.test' });
    const before = lines.length;
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/auth/connexion',
        payload: { email: 'journal-connexion@tremplin.test', motDePasse: KNOWN_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
    }
    const signIns = lines.slice(before).filter((line) => line.msg === 'connexion réussie');
    expect(signIns.map((line) => line.userId)).toEqual([user.id, user.id]);
    const ids = signIns.map((line) => line.reqId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(2);
    await app.close();
  });
});

// The database going away answers 503 "Service momentanément indisponible…" with Retry-After, never 500, and the API
// recovers by itself once it is back, without a restart. On PostgreSQL (TEST_DB_KIND=postgres) the test database
// stops accepting connections and its sessions are terminated, then it accepts them again; the shared server keeps
// running for everyone else. The embedded database cannot come back without the process: there it is closed.
import { MESSAGES } from '@tremplin/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, signIn } from '../../../test/access/accounts';
import { createTestApp } from '../../../test/helpers/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close().catch(() => {});
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

interface Call {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  payload?: Record<string, unknown>;
}

async function expectUnavailable(request: Call) {
  const response = await t.app.inject(request);
  expect(response.statusCode, JSON.stringify(request)).toBe(503);
  expect(response.json().message).toBe(MESSAGES.serviceUnavailable);
  expect(response.headers['retry-after']).toBe('5');
}

describe('database outage', () => {
  it('answers 503 in French while the database is unreachable, then normally again without a restart', async () => {
    const user = await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI' });
    const session = await signIn(t.app, user.email);
    const profile = { method: 'GET' as const, url: `/api/utilisateur/${user.id}`, headers: bearer(session.token) };
    expect((await t.app.inject(profile)).statusCode).toBe(200);
    const calls: Call[] = [
      profile,
      { method: 'GET' as const, url: '/api/utilisateur/0/10' },
      { method: 'POST' as const, url: '/auth/connexion', payload: { email: user.email, motDePasse: 'Faux2026!' } },
    ];

    if (t.database.kind === 'pglite') {
      await t.database.close();
      for (const call of calls) await expectUnavailable(call);
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      return;
    }

    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const result = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: Array<{ name: string }>;
    };
    const name = result.rows[0]!.name;
    try {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
      for (const call of calls) await expectUnavailable(call);
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
    } finally {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    await vi.waitFor(async () => expect((await t.app.inject(profile)).statusCode).toBe(200), {
      timeout: 5000,
      interval: 100,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    expect((await t.app.inject(calls[2]!)).statusCode).toBe(401);
  });
});

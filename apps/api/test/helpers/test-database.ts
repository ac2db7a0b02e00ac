// Gives a test file its own copy of the migrated database, on PGlite or on the PostgreSQL server.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';

export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (inject('dbKind') === 'pglite') {
    const bytes = await readFile(inject('pgliteSnapshot'));
    return openDatabase({ loadDataDir: new Blob([bytes]) });
  }
  const base = process.env.TEST_DATABASE_URL as string;
  const template = inject('pgTemplate');
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 5 });
  return {
    ...handle,
    async close() {
      await handle.close();
      const drop = new pg.Client({ connectionString: base });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}

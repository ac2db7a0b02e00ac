// Migrates once per run: a PGlite snapshot, or a template database on the PostgreSQL server.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    dbKind: 'pglite' | 'postgres';
    pgliteSnapshot: string;
    pgTemplate: string;
  }
}

export function databaseUrlFor(base: string, name: string) {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export default async function setup(project: TestProject) {
  const kind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
  project.provide('dbKind', kind);
  if (kind === 'pglite') {
    const handle = await openDatabase({});
    await handle.migrate();
    const dir = await mkdtemp(path.join(tmpdir(), 'tremplin-test-'));
    const file = path.join(dir, 'snapshot.tar.gz');
    const client = (handle as unknown as { db: { $client: { dumpDataDir(c: string): Promise<Blob> } } }).db.$client;
    const blob = await client.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await blob.arrayBuffer()));
    await handle.close();
    project.provide('pgliteSnapshot', file);
    project.provide('pgTemplate', '');
    return async () => rm(dir, { recursive: true, force: true });
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DB_KIND=postgres demande TEST_DATABASE_URL.');
  const template = `tremplin_tpl_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const handle = await openDatabase({ url: databaseUrlFor(base, template), poolSize: 2 });
  await handle.migrate();
  await handle.close();
  project.provide('pgliteSnapshot', '');
  project.provide('pgTemplate', template);
  return async () => {
    // Per-file databases are dropped by their files; drop any left by a crash, then the template.
    const left = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [
      `${template}_%`,
    ]);
    for (const row of left.rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
  };
}

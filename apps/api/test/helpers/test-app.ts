// Builds the whole API on a fresh database copy for one test file; drive it with app.inject.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { type Env, loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { createTestDatabase } from './test-database';

/** `logTo` turns the log on (at LOG_LEVEL, info unless given) and writes it there as well as to the console tap. */
export async function createTestApp(env: Partial<Env> = {}, options: { logTo?: Writable } = {}) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: options.logTo ? 'info' : 'silent',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0000',
    CAPTCHA_PROVIDER: 'none',
    // Tests play several clients through X-Forwarded-For, as behind a reverse proxy.
    TRUST_PROXY: 'true',
    WEB_DIST: '/nonexistent',
    // Tests run scheduled work themselves, at the time their clock says.
    SCHEDULED_JOBS: '0',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tremplin-data-')),
    ...env,
  } as Record<string, string>);
  const database = await createTestDatabase();
  const app = await buildApp(config, {
    database,
    ...(options.logTo ? { logDestination: options.logTo } : { logger: false as const }),
  });
  await app.ready();
  return { app, db: database.db, database, config, close: () => app.close() };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Another API process on the same test database, with its own pool and its own memory, for what must cross
 * processes (NOTIFY). Only on PostgreSQL: PGlite lives inside one process, so this answers undefined there.
 */
export async function createSecondApp(t: TestApp) {
  if (t.database.kind !== 'postgres') return undefined;
  const result = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: Array<{ name: string }>;
  };
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${result.rows[0]!.name}`;
  const app = await buildApp(t.config, {
    database: await openDatabase({ url: url.toString(), poolSize: 3 }),
    logger: false,
  });
  await app.ready();
  return app;
}

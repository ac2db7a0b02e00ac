// Builds the whole API on a fresh database copy for one test file; drive it with app.inject.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { type Env, loadConfig } from '../../src/config';
import { createTestDatabase } from './test-database';

export async function createTestApp(env: Partial<Env> = {}) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0000',
    CAPTCHA_PROVIDER: 'none',
    // Tests play several clients through X-Forwarded-For, as behind a reverse proxy.
    TRUST_PROXY: 'true',
    WEB_DIST: '/nonexistent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tremplin-data-')),
    ...env,
  } as Record<string, string>);
  const database = await createTestDatabase();
  const app = await buildApp(config, { database, logger: false });
  await app.ready();
  return { app, db: database.db, database, config, close: () => app.close() };
}

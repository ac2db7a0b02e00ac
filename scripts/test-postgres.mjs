// Runs the API tests a second time against the PostgreSQL server named by TEST_DATABASE_URL.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('Tests API sur PostgreSQL ignorés : TEST_DATABASE_URL n’est pas défini (ils passent sur PGlite).');
  process.exit(0);
}
const run = spawnSync('npx', ['vitest', 'run', '--project', 'api'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB_KIND: 'postgres' },
});
process.exit(run.status ?? 1);

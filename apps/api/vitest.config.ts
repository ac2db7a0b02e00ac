import { defineProject } from 'vitest/config';

// Migrations run once in globalSetup; each test file then gets its own copy of the migrated database.
export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The cluster is its own project (test/cluster/vitest.config.ts), run once on the PostgreSQL server.
    exclude: ['test/cluster/**'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});

import { defineProject } from 'vitest/config';

// The cluster runs once per suite (not again in the PostgreSQL pass): it always uses the PostgreSQL server.
export default defineProject({
  test: {
    name: 'cluster',
    include: ['**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Its files each start processes; one at a time keeps the two cores for them.
    fileParallelism: false,
  },
});

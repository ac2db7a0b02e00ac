import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest keeps one core for itself by default: on a two-core machine that is one test file at a time.
    maxWorkers: 2,
    projects: [
      'packages/shared',
      'apps/api',
      'apps/api/test/cluster',
      'apps/web',
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
    ],
  },
});

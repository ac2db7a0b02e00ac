// The time rules about personal data run on (grace period, retention). Under NODE_ENV=test a journey may move it
// forward by writing an offset in DATA_DIR/test-clock.json; any other environment reads the system clock only.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';

export interface Clock {
  now(): Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

export const TEST_CLOCK_FILE = 'test-clock.json';

export function createClock(options: { test: boolean; dataDir: string }): Clock {
  if (!options.test) return { now: () => new Date() };
  const file = path.join(options.dataDir, TEST_CLOCK_FILE);
  return {
    now() {
      let offsetMs = 0;
      try {
        offsetMs = Number((JSON.parse(readFileSync(file, 'utf8')) as { offsetMs?: number }).offsetMs) || 0;
      } catch {
        // No file: the real time.
      }
      return new Date(Date.now() + offsetMs);
    },
  };
}

export const clockPlugin = fp(
  async (app) => {
    app.decorate('clock', createClock({ test: app.config.env === 'test', dataDir: app.config.dataDir }));
  },
  { name: 'clock' },
);

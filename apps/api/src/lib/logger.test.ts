// A failed statement reaches the log with its SQL text only: never its parameters nor the values PostgreSQL quotes.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers/test-app';
import { createLogger } from './logger';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

it('logs a failed statement without its parameters', async () => {
  let output = '';
  const { logger } = createLogger(
    'info',
    new Writable({
      write(chunk, _encoding, done) {
        output += chunk.toString();
        done();
      },
    }),
  );
  const secret = 'camille.secrete@exemple.fr';
  const err = await t.db
    .execute(sql`select ${secret}::int as n`)
    .then(() => null)
    .catch((e: unknown) => e);
  expect(err).toBeInstanceOf(Error);
  logger.error({ err }, 'unhandled error');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(output).toContain('unhandled error');
  expect(output).toContain('select $1::int');
  expect(output).not.toContain(secret);
});

// What the server writes per request: nothing at the default info level, a line in and a line out at debug.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers/test-app';
import { buildApp } from '../app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An app on the test database logging at `level` into an array of parsed lines. */
async function appLoggingAt(level: 'info' | 'debug') {
  const lines: { msg: string; level: number }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = await buildApp(
    { ...t.config, logLevel: level },
    { database: t.database, closeDatabase: false, logDestination: stream },
  );
  await app.ready();
  return { app, lines };
}

describe('request logging', () => {
  it('writes no line per request at info', async () => {
    const { app, lines } = await appLoggingAt('info');
    const before = lines.length;
    for (let i = 0; i < 5; i++) expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(lines.slice(before).map((line) => line.msg)).toEqual([]);
    await app.close();
  });

  it('writes each request coming in and going out at debug', async () => {
    const { app, lines } = await appLoggingAt('debug');
    const before = lines.length;
    await app.inject({ method: 'GET', url: '/api/health' });
    const messages = lines.slice(before).map((line) => line.msg);
    expect(messages).toContain('incoming request');
    expect(messages).toContain('request completed');
    await app.close();
  });
});

// API processes starting together on an empty PostgreSQL database: one applies the migrations, the others wait.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, openDatabase } from '../../src/db/client';
import { freshDatabase } from './cluster';

let database: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => database?.drop());

it('applies each migration once when three processes migrate the same empty database at once', async () => {
  const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ url: database.url, poolSize: 1 })));
  try {
    const outcomes = await Promise.allSettled(handles.map((handle) => handle.migrate()));
    expect(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : o.status))).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const applied = (await handles[0]!.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )) as {
      rows?: Array<{ n: number }>;
    };
    expect(applied.rows?.[0]?.n).toBe(journal.entries.length);
  } finally {
    await Promise.all(handles.map((handle) => handle.close()));
  }
});

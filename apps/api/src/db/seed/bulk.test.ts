// Bulk profiles for benchmarks: batched unnest inserts that work on both drivers and never collide between runs.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers/test-database';
import type { Database, DatabaseHandle } from '../client';
import { skills, tags, users } from '../schema';
import { addProfiles } from './bulk';

let handle: DatabaseHandle;
let db: Database;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
});
afterAll(async () => handle.close());

describe('addProfiles', () => {
  it('adds profiles with tags in batches, reporting progress', async () => {
    const progress: number[] = [];
    const result = await addProfiles(db, 25, { batchSize: 10, onProgress: (done) => progress.push(done) });
    expect(progress).toEqual([10, 20, 25]);
    expect(result.users).toBe(25);
    expect(await db.$count(users)).toBe(25);
    expect(await db.$count(tags)).toBe(result.tags);
    expect(result.tags).toBeGreaterThanOrEqual(25 * 3);
    expect(await db.$count(skills)).toBeGreaterThan(20);

    const [sample] = await db.select().from(users).limit(1);
    expect(sample).toMatchObject({ active: true, version: 0 });
    expect(sample!.nom).toBe(sample!.nom.toUpperCase());
    expect(sample!.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
    const poe = await db.select().from(users).where(eq(users.role, 'CANDIDAT_POE'));
    for (const user of poe) expect(user.poeInteressees.length).toBeGreaterThan(0);
    const orphanTags = await db.$count(tags, sql`${tags.competenceId} is null`);
    expect(orphanTags).toBe(0);
  });

  it('never reuses an e-mail on a second run', async () => {
    await addProfiles(db, 12, { batchSize: 5 });
    const [row] = await db
      .select({ total: sql<number>`count(*)::int`, distinct: sql<number>`count(distinct lower(${users.email}))::int` })
      .from(users);
    expect(row).toEqual({ total: 37, distinct: 37 });
  });
});

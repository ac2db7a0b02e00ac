// A search PostgreSQL expects to find thousands of profiles is not counted: its count is the planner's estimate, said
// « environ », and its pages are the very pages the counted statement gives, tier by tier.
import type { ProfileCard } from '@tremplin/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers/test-app';
import { addProfiles } from '../../db/seed/bulk';
import { ESTIMATE_FLOOR, searchPageQuery } from '../../lib/profile-search/queries';
import { planSearch } from '../../lib/profile-search/search';

let t: Awaited<ReturnType<typeof createTestApp>>;
/** A word every profile's description gets, and one profile in seven's job title (the first tier). */
const WORD = 'tremplinage';
let visible = 0;

beforeAll(async () => {
  t = await createTestApp();
  await addProfiles(t.db, 7_000);
  await t.db.execute(sql`update users set description = coalesce(description, '') || ${` ${WORD}`}`);
  await t.db.execute(sql`update users set metier = ${`${WORD} `} || coalesce(metier, '') where id % 7 = 0`);
  // What autovacuum does on a server, and the embedded database's nightly job does.
  await t.db.execute(sql`analyze profile_search`);
  const [row] = (
    (await t.db.execute(sql`select count(*)::int as n from profile_search where visible`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  visible = row?.n ?? 0;
}, 300_000);
afterAll(async () => t?.close());

type Page = { items: ProfileCard[]; totalElements: number; plusDe?: boolean; environ?: boolean };
const search = async (query: Record<string, string>, page = 0, size = 15) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/utilisateur/parfiltre/${page}/${size}?${new URLSearchParams(query)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
};

/** The same page from the counted statement, run as is. */
const counted = async (query: Record<string, string>, page: number, size: number) => {
  const plan = await planSearch(t.database, query, { includeHidden: false });
  const result = (await t.db.execute(searchPageQuery(plan, page * size, size))) as unknown as {
    rows: { id: number | null }[];
  };
  return result.rows.filter((r) => r.id !== null).map((r) => r.id);
};

describe('a search of thousands', () => {
  it('says « environ » and the planner’s estimate, near the real count', async () => {
    expect(visible).toBeGreaterThan(ESTIMATE_FLOOR);
    for (const query of [{}, { search: 'trempl' }] as Record<string, string>[]) {
      const page = await search(query);
      expect(page.environ, JSON.stringify(query)).toBe(true);
      expect(page.plusDe).toBeUndefined();
      expect(page.items).toHaveLength(15);
      expect(page.totalElements).toBeGreaterThan(visible * 0.8);
      expect(page.totalElements).toBeLessThan(visible * 1.2);
    }
  });

  it('gives the pages the counted statement gives: first tier, then the second, each newest first', async () => {
    for (const [page, size] of [
      [0, 15],
      [1, 15],
      [66, 15],
      [9, 100],
    ] as const) {
      const walked = await search({ search: 'trempl' }, page, size);
      expect(walked.environ).toBe(true);
      expect(
        walked.items.map((p) => p.id),
        `page ${page}`,
      ).toEqual(await counted({ search: 'trempl' }, page, size));
    }
    // The first tier (the job title holds the word) comes first.
    const first = await search({ search: 'trempl' }, 0, 15);
    for (const profile of first.items) expect(profile.metier?.toLowerCase()).toContain(WORD);
  });

  it('gives the exact count once a page reaches past the last match', async () => {
    const size = 100;
    const last = Math.floor(visible / size);
    const page = await search({ search: 'trempl' }, last, size);
    expect(page.environ).toBeUndefined();
    expect(page.totalElements).toBe(visible);
    expect(page.items).toHaveLength(visible - last * size);
  });

  it('counts a search the planner expects to find a few hundred profiles', async () => {
    const page = await search({ search: 'trempl', typeDeContrat: 'CDI' });
    expect(page.environ).toBeUndefined();
    const [row] = (
      (await t.db.execute(
        sql`select count(*)::int as n from profile_search where visible and type_de_contrat = 'CDI'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(page.totalElements).toBe(Math.min(row?.n ?? 0, 1001));
  });
});

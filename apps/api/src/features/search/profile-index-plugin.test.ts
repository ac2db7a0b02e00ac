// Each process searches its own index of the profiles, yet a change is never hidden: the writer's own process has it
// in its very next search, other processes hear of it by the database's notification. On PostgreSQL
// (TEST_DB_KIND=postgres) the second part runs on two API processes sharing one database; on PGlite on one process,
// the change written straight to the database.
import type { ProfileCard } from '@tremplin/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, signIn } from '../../../test/access/accounts';
import { createSecondApp, createTestApp } from '../../../test/helpers/test-app';
import type { buildApp } from '../../app';
import { skills, users } from '../../db/schema';
import { PROFILE_INDEX_CHANNEL } from './profile-index-plugin';

type App = Awaited<ReturnType<typeof buildApp>>;
type Page = { items: ProfileCard[]; totalElements: number };

let t: Awaited<ReturnType<typeof createTestApp>>;
let second: App | undefined;
const kind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

beforeAll(async () => {
  t = await createTestApp();
  second = await createSecondApp(t);
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

async function find(app: App, query: Record<string, string>): Promise<Page> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/utilisateur/parfiltre/0/15?${new URLSearchParams(query)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
}
const names = (page: Page) => page.items.map((p) => p.prenom);

/** A job seeker with a word of their own, signed in. */
async function jobSeeker(word: string) {
  const user = await createUser(t.db, {
    role: 'EN_RECHERCHE_EMPLOI',
    prenom: 'Maëlys',
    metier: 'Comptable',
    ville: 'Nantes',
    description: `Rigoureuse et ${word}.`,
  });
  const { token } = await signIn(t.app, user.email);
  return { user, token };
}

describe('the process that makes a change', () => {
  it('shows a profile edit in the very next search, and hides a profile at once', async () => {
    const { user, token } = await jobSeeker('cachottiere');
    expect(names(await find(t.app, { search: 'cachottiere' }))).toEqual(['Maëlys']);
    expect(await find(t.app, { search: 'farfadesque' })).toEqual({ items: [], totalElements: 0 });

    const edit = (version: number, visibilite: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/utilisateur/modification-infos',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          id: user.id,
          version,
          nom: user.nom,
          prenom: user.prenom,
          metier: 'Comptable',
          ville: 'Nantes',
          visibilite,
          description: 'Rigoureuse et farfadesque.',
        },
      });
    expect((await edit(0, 'VISIBLE')).statusCode).toBe(200);
    expect(names(await find(t.app, { search: 'farfadesque' }))).toEqual(['Maëlys']);
    expect((await find(t.app, { search: 'cachottiere' })).totalElements).toBe(0);

    expect((await edit(1, 'NON_VISIBLE')).statusCode).toBe(200);
    expect(await find(t.app, { search: 'farfadesque' })).toEqual({ items: [], totalElements: 0 });
  });

  it('shows an added or removed skill in the very next search and card', async () => {
    const { user, token } = await jobSeeker('quenouille');
    const [skill] = await t.db.insert(skills).values({ nom: 'Quenouillage' }).returning();
    const byCity = { search: 'quenouille', ville: 'Nantes' };
    expect((await find(t.app, byCity)).items[0]?.tags).toEqual([]);
    expect((await find(t.app, { tags: 'Quenouillage' })).totalElements).toBe(0);

    const added = await t.app.inject({
      method: 'POST',
      url: `/api/tags/utilisateur/${user.id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { competenceId: skill!.id, niveau: 3 },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(names(await find(t.app, { tags: 'Quenouillage' }))).toEqual(['Maëlys']);
    expect((await find(t.app, byCity)).items[0]?.tags).toEqual([{ nomTag: 'Quenouillage', niveau: 3 }]);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/tags/supression-tags/${(added.json() as { id: number }).id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.statusCode).toBe(200);
    expect((await find(t.app, { tags: 'Quenouillage' })).totalElements).toBe(0);
    expect((await find(t.app, byCity)).items[0]?.tags).toEqual([]);
  });
});

describe(`other processes (${kind === 'postgres' ? 'a second API process on PostgreSQL' : 'a change written straight to PGlite'})`, () => {
  it('find a change committed elsewhere within a second', async () => {
    const { user, token } = await jobSeeker('biscornue');
    expect(names(await find(t.app, { search: 'biscornue' }))).toEqual(['Maëlys']);
    expect(names(await find(t.app, { search: 'biscornue' }))).toEqual(['Maëlys']);

    if (second) {
      const edit = await second.inject({
        method: 'PUT',
        url: '/api/utilisateur/modification-infos',
        headers: { authorization: `Bearer ${token}` },
        payload: { id: user.id, version: 0, nom: user.nom, prenom: 'Maëlle', visibilite: 'VISIBLE' },
      });
      expect(edit.statusCode, edit.body).toBe(200);
    } else {
      await t.db.update(users).set({ prenom: 'Maëlle' }).where(eq(users.id, user.id));
    }
    await vi.waitFor(async () => expect(names(await find(t.app, { search: 'maelle' }))).toEqual(['Maëlle']), {
      timeout: 1000,
      interval: 20,
    });
  });

  // Only a server connection can be cut; PGlite runs in the process.
  if (kind === 'postgres') {
    it('find a change made while their LISTEN connection was cut, once listening again', async () => {
      const { user } = await jobSeeker('coupure');
      expect(names(await find(t.app, { search: 'coupure' }))).toEqual(['Maëlys']);
      const listeners = sql`select pid from pg_stat_activity
        where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()`;
      const pids = ((await t.db.execute(listeners)) as unknown as { rows: { pid: number }[] }).rows.map((r) => r.pid);
      expect(pids.length).toBeGreaterThan(0);
      await t.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where pid in ${pids}`);
      await vi.waitFor(async () => {
        const left = (await t.db.execute(listeners)) as unknown as { rows: { pid: number }[] };
        expect(left.rows.filter((r) => pids.includes(r.pid))).toEqual([]);
      });
      // Announced while nobody listens: this notification is lost.
      await t.db.update(users).set({ prenom: 'Maëva' }).where(eq(users.id, user.id));
      await vi.waitFor(async () => expect(names(await find(t.app, { search: 'coupure' }))).toEqual(['Maëva']), {
        timeout: 3000,
        interval: 50,
      });
    });
  }

  // Only a server has a second connection to hold the table with.
  if (kind === 'postgres') {
    it('are not ready, and hold searches, until their index is laid out', async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      // The table the index is laid out from, held as a long layout would keep the process waiting.
      const lock = t.db.transaction(async (tx) => {
        await tx.execute(sql`lock table profile_search in access exclusive mode`);
        locked();
        await held;
      });
      await isLocked;
      const late = (await createSecondApp(t))!;
      try {
        const ready = await late.inject({ method: 'GET', url: '/api/ready' });
        expect(ready.statusCode).toBe(503);
        expect(ready.headers['retry-after']).toBe('5');
        expect(ready.json().message).toBe('La recherche de profils se prépare : réessayez dans quelques secondes.');
        let answered = false;
        const search = find(late, {}).then((page) => {
          answered = true;
          return page;
        });
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(answered).toBe(false);
        release();
        await lock;
        expect((await search).totalElements).toBeGreaterThan(0);
        expect((await late.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      } finally {
        release();
        await lock.catch(() => undefined);
        await late.close();
      }
    });
  }

  it('lay the index out again after a change too large to name its profiles, such as an import', async () => {
    // 2,000 ids do not fit in one notification: the processes are told '*' and read every profile again.
    await t.db.execute(sql`insert into users (email, password_hash, role, active, nom, prenom, description, talent_pool_consent)
      select 'import-' || g || '@exemple.test', '', 'EN_RECHERCHE_EMPLOI', true, 'IMPORT', 'Lou', 'Profil importé trombinoscope', true
      from generate_series(1, 2000) g`);
    for (const app of [t.app, ...(second ? [second] : [])]) {
      await vi.waitFor(async () => expect((await find(app, { search: 'trombinoscope' })).totalElements).toBe(2000), {
        timeout: 5000,
        interval: 50,
      });
    }
  });

  it('are told which profiles changed what searches find, and not of password or file changes', async () => {
    const user = await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI' });
    const other = await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI' });
    const heard: string[] = [];
    const unlisten = await t.database.listen(PROFILE_INDEX_CHANNEL, (payload) => heard.push(payload));
    const settle = () => new Promise((resolve) => setTimeout(resolve, 150));
    try {
      await t.db.update(users).set({ passwordHash: 'x', cheminCv: 'cv/1/a.pdf' }).where(eq(users.id, user.id));
      await settle();
      expect(heard).toEqual([]);
      await t.db.update(users).set({ ville: 'Brest' }).where(sql`${users.id} in (${user.id}, ${other.id})`);
      await vi.waitFor(() => expect(heard).toHaveLength(1), { timeout: 1000, interval: 20 });
      expect(heard[0]!.split(',').map(Number).sort()).toEqual([user.id, other.id].sort());
      await t.db.delete(users).where(eq(users.id, other.id));
      await vi.waitFor(() => expect(heard).toContain(String(other.id)), { timeout: 1000, interval: 20 });
    } finally {
      await unlisten();
    }
  });
});

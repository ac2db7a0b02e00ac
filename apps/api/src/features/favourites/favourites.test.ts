import { ACCESS_MESSAGES, FAVOURITE_MESSAGES, type Favourite, MESSAGES, type ProfilePage } from '@tremplin/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/access/accounts';
import { createTestApp } from '../../../test/helpers/test-app';
import { favourites, users } from '../../db/schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
/** A word only these candidates carry, so searches see nobody else. */
const MARK = 'quasarien';

type Account = { id: number; token: string };
let recruiter: Account;
let otherRecruiter: Account;
let seeker: Account;
let admin: Account;
/** Twelve visible candidates: six in Lyon, six in Nantes; the first is a developer. */
const candidates: number[] = [];
let hidden: number;
let inactive: number;
let recruiterProfile: number;

async function account(role: 'RECRUTEUR' | 'EN_RECHERCHE_EMPLOI' | 'ADMIN'): Promise<Account> {
  const user = await createUser(t.db, { role, visibilite: role === 'EN_RECHERCHE_EMPLOI' ? 'VISIBLE' : 'NON_VISIBLE' });
  return { id: user.id, token: (await signIn(t.app, user.email)).token };
}

beforeAll(async () => {
  t = await createTestApp();
  recruiter = await account('RECRUTEUR');
  otherRecruiter = await account('RECRUTEUR');
  seeker = await account('EN_RECHERCHE_EMPLOI');
  admin = await account('ADMIN');
  for (let i = 0; i < 12; i++) {
    const user = await createUser(t.db, {
      role: i % 3 === 0 ? 'EMPLOYE' : 'EN_RECHERCHE_EMPLOI',
      nom: `QUASAR${i}`,
      prenom: `Candidat${i}`,
      metier: i === 0 ? 'Développeuse web' : 'Technicien support',
      ville: i < 6 ? 'Lyon' : 'Nantes',
      description: `Profil ${MARK}.`,
    });
    candidates.push(user.id);
  }
  hidden = (await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI', visibilite: 'NON_VISIBLE' })).id;
  inactive = (await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI', active: false })).id;
  recruiterProfile = (await createUser(t.db, { role: 'RECRUTEUR', description: `Recrute des ${MARK}.` })).id;
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: Account | null, payload?: object) =>
  t.app.inject({ method, url, headers: who ? { authorization: `Bearer ${who.token}` } : {}, payload });
const add = (who: Account, candidateId: number, uid = who.id) =>
  call('POST', `/api/favoris/ajoutfav/${uid}/${candidateId}`, who, { id: 0, version: 0 });
const remove = (who: Account, candidateId: number, uid = who.id) =>
  call('DELETE', `/api/favoris/${uid}/${candidateId}`, who);
const list = async (who: Account) => {
  const response = await call('GET', `/api/favoris/${who.id}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Favourite[];
};
/** One page of favourites; the count call must agree with its total. */
const page = async (who: Account, query: Record<string, string>, index = 0, size = 10) => {
  const qs = new URLSearchParams(query).toString();
  const response = await call('GET', `/api/favoris/${who.id}/${index}/${size}?${qs}`, who);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as ProfilePage;
  const count = await call('GET', `/api/favoris/countparfiltre?${qs}`, who);
  expect(count.statusCode, count.body).toBe(200);
  expect(count.json()).toEqual({ nb: body.totalElements });
  return body;
};
const ids = (body: ProfilePage) => body.items.map((p) => p.id).sort((a, b) => a - b);

describe('adding and listing', () => {
  it('adds a candidate once and refuses the duplicate with the warning message', async () => {
    const first = await add(recruiter, candidates[0]!);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ id: expect.any(Number), candidatId: candidates[0], version: 0 });

    const again = await add(recruiter, candidates[0]!);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ statusCode: 409, error: 'Conflict', message: MESSAGES.favouriteExists });
    expect(MESSAGES.favouriteExists).toBe('Ce favori a déjà été ajouté.');

    const mine = await list(recruiter);
    expect(mine.filter((f) => f.candidatId === candidates[0])).toHaveLength(1);
  });

  it('lists the favourites most recently added first, each recruiter their own', async () => {
    expect((await add(recruiter, candidates[1]!)).statusCode).toBe(201);
    expect((await add(otherRecruiter, candidates[2]!)).statusCode).toBe(201);
    expect((await list(recruiter)).map((f) => f.candidatId)).toEqual([candidates[1], candidates[0]]);
    expect((await list(otherRecruiter)).map((f) => f.candidatId)).toEqual([candidates[2]]);
  });

  it('refuses a hidden, inactive, unknown or non-candidate profile', async () => {
    for (const id of [hidden, inactive, 999_999]) {
      const response = await add(recruiter, id);
      expect(response.statusCode, String(id)).toBe(404);
    }
    const notCandidate = await add(recruiter, recruiterProfile);
    expect(notCandidate.statusCode).toBe(400);
    expect(notCandidate.json().message).toBe(FAVOURITE_MESSAGES.candidatesOnly);
    const noBody = await call('POST', `/api/favoris/ajoutfav/${recruiter.id}/${candidates[3]}`, recruiter);
    expect(noBody.statusCode).toBe(400);
  });
});

describe('filtered pages', () => {
  beforeAll(async () => {
    // The recruiter keeps candidates 0 to 10; candidate 11 stays out.
    for (const id of candidates.slice(2, 11)) expect((await add(recruiter, id)).statusCode).toBe(201);
  });

  it('pages through every favourite, with the count agreeing', async () => {
    const all = await page(recruiter, { search: MARK }, 0, 100);
    expect(ids(all)).toEqual(candidates.slice(0, 11));
    const pages = [await page(recruiter, { search: MARK }, 0, 4), await page(recruiter, { search: MARK }, 1, 4)];
    const last = await page(recruiter, { search: MARK }, 2, 4);
    expect(pages.map((p) => p.items.length)).toEqual([4, 4]);
    expect(last.items).toHaveLength(3);
    expect([...pages, last].every((p) => p.totalElements === 11)).toBe(true);
    expect([...pages, last].flatMap(ids).sort((a, b) => a - b)).toEqual(candidates.slice(0, 11));
    expect((await page(recruiter, { search: MARK }, 3, 4)).items).toEqual([]);
  });

  it('filters like the profile search: city, job, role, free text without accents', async () => {
    expect(ids(await page(recruiter, { search: MARK, ville: 'lyon' }))).toEqual(candidates.slice(0, 6));
    expect(ids(await page(recruiter, { search: MARK, ville: 'Nantes' }))).toEqual(candidates.slice(6, 11));
    expect(ids(await page(recruiter, { search: `developpeuse ${MARK}` }))).toEqual([candidates[0]]);
    expect(ids(await page(recruiter, { metier: 'développeuse', search: MARK }))).toEqual([candidates[0]]);
    const employees = await page(recruiter, { search: MARK, role: 'EMPLOYE' });
    expect(ids(employees)).toEqual([candidates[0], candidates[3], candidates[6], candidates[9]]);
    expect((await page(recruiter, { search: 'introuvablezz' })).totalElements).toBe(0);
  });

  it('answers cards with nothing private', async () => {
    const card = (await page(recruiter, { search: `developpeuse ${MARK}` })).items[0] as Record<string, unknown>;
    expect(card).toMatchObject({ id: candidates[0], prenom: 'Candidat0', ville: 'Lyon' });
    expect(card.email).toBeUndefined();
  });

  it('never serves one recruiter the results of another or of the profile search', async () => {
    // The same filter through the cached profile search first: it finds all twelve and the recruiter's profile.
    const search = await call('GET', `/api/utilisateur/parfiltre/0/50?search=${MARK}`, recruiter);
    expect((search.json() as ProfilePage).totalElements).toBe(13);
    expect(ids(await page(otherRecruiter, { search: MARK }))).toEqual([candidates[2]]);
    expect((await page(recruiter, { search: MARK })).totalElements).toBe(11);
  });

  it('shows an add or a removal at once', async () => {
    expect((await add(otherRecruiter, candidates[11]!)).statusCode).toBe(201);
    expect(ids(await page(otherRecruiter, { search: MARK }))).toEqual([candidates[2], candidates[11]]);
    expect((await remove(otherRecruiter, candidates[11]!)).statusCode).toBe(200);
    expect(ids(await page(otherRecruiter, { search: MARK }))).toEqual([candidates[2]]);
  });

  it('hides a favourite whose profile becomes hidden or inactive, and shows it again once visible', async () => {
    const target = candidates[7]!;
    await t.db.update(users).set({ visibilite: 'NON_VISIBLE' }).where(eq(users.id, target));
    expect(ids(await page(recruiter, { search: MARK }, 0, 100))).not.toContain(target);
    expect((await page(recruiter, { search: MARK })).totalElements).toBe(10);
    expect((await list(recruiter)).map((f) => f.candidatId)).not.toContain(target);

    await t.db.update(users).set({ visibilite: 'VISIBLE', active: false }).where(eq(users.id, target));
    expect(ids(await page(recruiter, { ville: 'Nantes', search: MARK }))).not.toContain(target);

    await t.db.update(users).set({ active: true }).where(eq(users.id, target));
    expect(ids(await page(recruiter, { ville: 'Nantes', search: MARK }))).toContain(target);
    // The favourite itself was kept all along.
    expect(await t.db.$count(favourites, eq(favourites.candidatId, target))).toBe(1);
  });
});

describe('removing', () => {
  it('removes a favourite with the success message, then says it is not there', async () => {
    const response = await remove(recruiter, candidates[1]!);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.favouriteDeleted });
    expect((await list(recruiter)).map((f) => f.candidatId)).not.toContain(candidates[1]);
    const again = await remove(recruiter, candidates[1]!);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(FAVOURITE_MESSAGES.notFound);
    // It may be added again.
    expect((await add(recruiter, candidates[1]!)).statusCode).toBe(201);
  });
});

describe('access', () => {
  it('refuses another recruiter on someone else’s list', async () => {
    const uid = recruiter.id;
    const attempts = [
      call('GET', `/api/favoris/${uid}`, otherRecruiter),
      call('GET', `/api/favoris/${uid}/0/10`, otherRecruiter),
      add(otherRecruiter, candidates[5]!, uid),
      remove(otherRecruiter, candidates[0]!, uid),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(ACCESS_MESSAGES.notOwner);
    }
    expect((await list(recruiter)).map((f) => f.candidatId)).toContain(candidates[0]);
  });

  it('refuses every role but the recruiter, even on their own id, and anonymous callers', async () => {
    for (const who of [seeker, admin]) {
      const attempts = [
        call('GET', `/api/favoris/${who.id}`, who),
        call('GET', `/api/favoris/${who.id}/0/10`, who),
        call('GET', '/api/favoris/countparfiltre', who),
        add(who, candidates[0]!),
        remove(who, candidates[0]!),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(ACCESS_MESSAGES.roleForbidden);
      }
    }
    const anonymous = await call('GET', `/api/favoris/${recruiter.id}`, null);
    expect(anonymous.statusCode).toBe(401);
    expect((await call('GET', '/api/favoris/countparfiltre', null)).statusCode).toBe(401);
  });
});

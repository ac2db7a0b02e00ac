import {
  ADMIN_USER_MESSAGES,
  type AdminUserPage,
  AUTH_MESSAGES,
  MESSAGES,
  PERSONAL_DATA_MESSAGES,
  type PublicUser,
  type Role,
} from '@tremplin/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, knownPasswordHash, signIn } from '../../../test/access/accounts';
import { createTestApp } from '../../../test/helpers/test-app';
import { applications, emailOutbox, erasureLog, favourites, notes, storedFiles, users } from '../../db/schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function account(role: Role, values: Parameters<typeof createUser>[1] extends infer V ? Partial<V> : never = {}) {
  const user = await createUser(t.db, { ...values, role });
  return { ...user, token: (await signIn(t.app, user.email)).token };
}
const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as never, headers: { authorization: `Bearer ${token}` } });

let seq = 0;
const newUser = (values: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    email: `Nouvelle.Personne${seq}@Exemple.test`,
    nom: 'Lefèvre',
    prenom: 'Inès',
    role: 'EN_RECHERCHE_EMPLOI',
    ville: 'Lyon',
    metier: 'Développeuse web',
    ...values,
  };
};

describe('creating a user', () => {
  it('stores an inactive account with an upper-cased name, mails the invitation and lists it at once', async () => {
    const admin = await account('ADMIN');
    // The staff list is read first: the new account must be in the very next one.
    const marker = `Zéphyrine${Date.now()}`;
    expect((await call(admin.token, 'GET', `/api/utilisateur/admin/0/10/${marker}`)).json().totalElements).toBe(0);

    const response = await call(admin.token, 'POST', '/api/admin', newUser({ prenom: marker }));
    expect(response.statusCode).toBe(201);
    const created = response.json() as PublicUser;
    expect(created).toMatchObject({ nom: 'LEFÈVRE', prenom: marker, active: false, role: 'EN_RECHERCHE_EMPLOI' });
    expect(created.email).toBe(created.email.toLowerCase());
    expect(created).not.toHaveProperty('motDePasse');

    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, created.email))
      .orderBy(desc(emailOutbox.id));
    expect(mail?.text).toMatch(/\/invitation\//);
    expect(mail?.text).not.toMatch(/\/confirmation\//);

    const staffList = (await call(admin.token, 'GET', `/api/utilisateur/admin/0/10/${marker}`)).json();
    expect(staffList.items.map((u: { id: number }) => u.id)).toEqual([created.id]);
    const adminList = (await call(admin.token, 'GET', `/api/admin/0/10?search=${marker}`)).json() as AdminUserPage;
    expect(adminList.items.map((u) => u.id)).toEqual([created.id]);
  });

  it('refuses a taken e-mail and invalid fields with French messages', async () => {
    const admin = await account('ADMIN');
    const first = newUser();
    expect((await call(admin.token, 'POST', '/api/admin', first)).statusCode).toBe(201);
    const again = await call(admin.token, 'POST', '/api/admin', { ...first, email: first.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(AUTH_MESSAGES.emailTaken);

    const invalid = await call(admin.token, 'POST', '/api/admin', newUser({ nom: ' ', email: 'pas-une-adresse' }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toMatch(/Le nom est obligatoire\./);
    expect(invalid.json().message).toMatch(/L’adresse e-mail est invalide\./);

    const candidate = await account('EN_RECHERCHE_EMPLOI');
    const badReferent = await call(admin.token, 'POST', '/api/admin', newUser({ referentCEFId: candidate.id }));
    expect(badReferent.statusCode).toBe(400);
    expect(badReferent.json().message).toBe(ADMIN_USER_MESSAGES.referentInvalid);
  });

  it('imports an agency candidate as a hidden, inactive job seeker', async () => {
    const assistant = await account('ASSISTANT');
    const cef = await account('CEF');
    const { role: _role, ...fields } = newUser();
    const response = await call(assistant.token, 'POST', '/api/admin/pole-emploi', {
      ...fields,
      role: 'ADMIN',
      referentCEFId: cef.id,
      admission: 'Admis',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      role: 'EN_RECHERCHE_EMPLOI',
      visibilite: 'NON_VISIBLE',
      active: false,
      referentCEFId: cef.id,
      admission: 'Admis',
      nom: 'LEFÈVRE',
    });
  });
});

describe('the staff list', () => {
  it('filters by search, admission, trade, city and referent, pages, counts and sorts', async () => {
    const admin = await account('ADMIN');
    const cef = await account('CEF', { nom: 'REFERENTE', prenom: 'Odile' });
    const tag = `Filtre${Date.now()}`;
    const made: number[] = [];
    for (const [i, ville] of ['Nantes', 'Brest', 'Angers'].entries()) {
      const response = await call(
        admin.token,
        'POST',
        '/api/admin',
        newUser({ nom: `${tag}${'CBA'[i]}`, ville, admission: i === 0 ? 'Admis' : 'Non admis', referentCEFId: cef.id }),
      );
      made.push((response.json() as PublicUser).id);
    }
    const list = async (query: string) =>
      (await call(admin.token, 'GET', `/api/admin/0/10?search=${tag}&${query}`)).json() as AdminUserPage;

    expect((await list('')).totalElements).toBe(3);
    expect((await list('')).items.map((u) => u.nom)).toEqual(
      [`${tag}A`, `${tag}B`, `${tag}C`].map((n) => n.toUpperCase()),
    );
    expect((await list('ordre=desc')).items[0]?.nom).toBe(`${tag}C`.toUpperCase());
    expect((await list('tri=ville')).items.map((u) => u.ville)).toEqual(['Angers', 'Brest', 'Nantes']);
    expect((await list('tri=dateCreation&ordre=desc')).items[0]?.id).toBe(made[2]);
    expect((await list('admission=Admis')).items.map((u) => u.id)).toEqual([made[0]]);
    expect((await list('ville=nant')).items.map((u) => u.id)).toEqual([made[0]]);
    expect((await list('metier=d%C3%A9veloppeuse')).totalElements).toBe(3);
    expect((await list(`auteurId=${cef.id}`)).totalElements).toBe(3);
    expect((await list(`auteurId=${admin.id}`)).totalElements).toBe(0);
    expect((await list('admission=')).totalElements).toBe(3);

    const page1 = (await call(admin.token, 'GET', `/api/admin/1/2?search=${tag}`)).json() as AdminUserPage;
    expect(page1).toMatchObject({ totalElements: 3 });
    expect(page1.items).toHaveLength(1);
    expect(page1.items[0]?.dateCreation).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const count = await call(admin.token, 'GET', `/api/admin/count-filtre?search=${tag}&admission=Non%20admis`);
    expect(count.json()).toEqual({ nb: 2 });

    const referents = (await call(admin.token, 'GET', '/api/admin/cef/0/100?search=referente')).json();
    expect(referents.items).toEqual([{ id: cef.id, nom: 'REFERENTE', prenom: 'Odile', role: 'CEF' }]);
    const bad = await call(admin.token, 'GET', '/api/admin/0/500');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Données invalides dans l’adresse — size : Une page compte au plus 100 éléments.');
    const badSort = await call(admin.token, 'GET', '/api/admin/0/10?tri=age&auteurId=abc');
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().message).toBe(
      'Données invalides dans les paramètres — auteurId : Le référent est désigné par son numéro. ; tri : Le tri se fait par nom, dateCreation, ville ou role.',
    );
  });
});

describe('editing a user', () => {
  it('changes the whole account with its version, refuses a stale one and never the password', async () => {
    const cef = await account('CEF');
    const created = (await call(cef.token, 'POST', '/api/admin', newUser())).json() as PublicUser;
    const update = {
      ...created,
      nom: 'martin',
      active: true,
      role: 'CANDIDAT_POE',
      commentaire: 'Suivie depuis janvier',
      linkedIn: 'https://www.linkedin.com/in/ines',
      referentCEFId: cef.id,
    };
    const saved = await call(cef.token, 'PUT', '/api/admin/modification', update);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ nom: 'MARTIN', active: true, role: 'CANDIDAT_POE', version: 1 });
    // Active now, with the password the person chose (written here as the invitation would).
    await t.db
      .update(users)
      .set({ passwordHash: await knownPasswordHash() })
      .where(eq(users.id, created.id));
    const session = await signIn(t.app, created.email);

    const stale = await call(cef.token, 'PUT', '/api/admin/modification', { ...update, nom: 'Périmé' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MESSAGES.conflict);

    // Staff never choose the password: one sent along is ignored, and the sessions stay open.
    const withPassword = await call(cef.token, 'PUT', '/api/admin/modification', {
      ...update,
      version: 1,
      motDePasse: 'Nouveau2026!x',
    });
    expect(withPassword.statusCode).toBe(200);
    await signIn(t.app, created.email);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/auth/refreshToken',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);

    const badLink = await call(cef.token, 'PUT', '/api/admin/modification', {
      ...update,
      version: 2,
      github: 'ftp://x',
    });
    expect(badLink.statusCode).toBe(400);

    const other = await account('EMPLOYE');
    const taken = await call(cef.token, 'PUT', '/api/admin/modification', {
      ...update,
      version: 2,
      email: other.email,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(AUTH_MESSAGES.emailTaken);

    const missing = await call(cef.token, 'PUT', '/api/admin/modification', { ...update, id: 999_999 });
    expect(missing.statusCode).toBe(404);
  });
});

describe('deleting a user', () => {
  it('erases the account with a recorded reason, its rows and its stored files, and answers the text to show', async () => {
    const admin = await account('ADMIN');
    const recruiter = await account('RECRUTEUR');
    const target = await account('EN_RECHERCHE_EMPLOI', { nom: 'SUPPRIME', prenom: 'Léa' });
    const cvKey = `cv/${target.id}/test-cv.pdf`;
    const noteKey = `notefichier/${admin.id}/test-note.pdf`;
    await t.app.storage.put(cvKey, Buffer.from('%PDF-1.4 cv'));
    await t.app.storage.put(noteKey, Buffer.from('%PDF-1.4 note'));
    await t.db.insert(storedFiles).values({
      kind: 'CV',
      ownerId: target.id,
      originalName: 'cv.pdf',
      storageKey: cvKey,
      mime: 'application/pdf',
      size: 11,
    });
    const [noteFile] = await t.db
      .insert(storedFiles)
      .values({
        kind: 'NOTEFICHIER',
        ownerId: admin.id,
        originalName: 'note.pdf',
        storageKey: noteKey,
        mime: 'application/pdf',
        size: 13,
      })
      .returning();
    const [application] = await t.db
      .insert(applications)
      .values({ utilisateurId: target.id, entreprise: 'Acme', poste: 'Dev', date: '2026-12-01' })
      .returning();
    await t.db.insert(notes).values({ candidatureId: application!.id, titre: 'Suivi', fichierId: noteFile!.id });
    await t.db.insert(favourites).values({ recruteurId: recruiter.id, candidatId: target.id });
    // A search read before the deletion must not be served afterwards.
    expect((await call(admin.token, 'GET', '/api/utilisateur/admin/0/10/supprime')).json().totalElements).toBe(1);

    // The erasure is recorded with its reason: none, and nothing is erased.
    for (const body of [undefined, { motif: '' }]) {
      const refused = await call(admin.token, 'DELETE', `/api/admin/${target.id}`, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain(PERSONAL_DATA_MESSAGES.reasonRequired);
    }
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, target.id))).toHaveLength(1);

    const response = await call(admin.token, 'DELETE', `/api/admin/${target.id}`, { motif: 'Demande écrite' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: ADMIN_USER_MESSAGES.userDeleted('Léa', 'SUPPRIME') });
    const [logged] = await t.db.select().from(erasureLog).orderBy(desc(erasureLog.id)).limit(1);
    expect(logged).toMatchObject({ cause: 'PERSONNEL', staffId: admin.id, reason: 'Demande écrite' });

    expect(await t.db.select().from(users).where(eq(users.id, target.id))).toEqual([]);
    expect(await t.db.select().from(applications).where(eq(applications.utilisateurId, target.id))).toEqual([]);
    // Kept, without owner, for the staff's totals.
    expect(await t.db.select().from(applications).where(eq(applications.id, application!.id))).toEqual([
      expect.objectContaining({ utilisateurId: null, entreprise: 'Acme' }),
    ]);
    expect(await t.db.select().from(notes).where(eq(notes.candidatureId, application!.id))).toEqual([]);
    expect(await t.db.select().from(favourites).where(eq(favourites.candidatId, target.id))).toEqual([]);
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.storageKey, cvKey))).toEqual([]);
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.storageKey, noteKey))).toEqual([]);
    expect(await t.app.storage.size(cvKey)).toBeNull();
    expect(await t.app.storage.size(noteKey)).toBeNull();
    expect((await call(admin.token, 'GET', '/api/utilisateur/admin/0/10/supprime')).json().totalElements).toBe(0);

    expect((await call(admin.token, 'DELETE', `/api/admin/${target.id}`, { motif: 'Encore' })).statusCode).toBe(404);
  });

  it('never deletes one’s own account from here', async () => {
    const admin = await account('ADMIN');
    const response = await call(admin.token, 'DELETE', `/api/admin/${admin.id}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(ADMIN_USER_MESSAGES.selfDelete);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, admin.id))).toHaveLength(1);
  });
});

describe('permissions', () => {
  it('refuses every call to non-staff roles and to anonymous callers', async () => {
    const target = await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI' });
    for (const role of ['RECRUTEUR', 'EN_RECHERCHE_EMPLOI', 'EMPLOYE', 'CANDIDAT_POE', 'ALTERNANT'] as const) {
      const { token } = await account(role);
      const calls = [
        call(token, 'GET', '/api/admin/0/10'),
        call(token, 'GET', '/api/admin/cef/0/100'),
        call(token, 'GET', '/api/admin/count-filtre'),
        call(token, 'POST', '/api/admin', newUser()),
        call(token, 'POST', '/api/admin/pole-emploi', newUser()),
        call(token, 'PUT', '/api/admin/modification', { ...target, version: 0 }),
        call(token, 'DELETE', `/api/admin/${target.id}`),
      ];
      for (const response of await Promise.all(calls)) expect(response.statusCode, role).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/0/10' })).statusCode).toBe(401);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, target.id))).toHaveLength(1);
  });

  it('keeps each staff role to the roles it may manage (SPEC §6)', async () => {
    const assistant = await account('ASSISTANT');
    const cef = await account('CEF');
    const admin = await account('ADMIN');
    const refused = async (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => {
      const response = await call(token, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toBe(ADMIN_USER_MESSAGES.roleNotManageable);
    };
    await refused(assistant.token, 'POST', '/api/admin', newUser({ role: 'CEF' }));
    await refused(assistant.token, 'POST', '/api/admin', newUser({ role: 'ADMIN' }));
    await refused(cef.token, 'POST', '/api/admin', newUser({ role: 'ADMIN' }));
    const unknown = await call(admin.token, 'POST', '/api/admin', newUser({ role: 'PDG' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/role : Ce rôle n’existe pas\./);
    expect((await call(assistant.token, 'POST', '/api/admin', newUser({ role: 'RECRUTEUR' }))).statusCode).toBe(201);
    expect((await call(cef.token, 'POST', '/api/admin', newUser({ role: 'ASSISTANT' }))).statusCode).toBe(201);
    expect((await call(admin.token, 'POST', '/api/admin', newUser({ role: 'ADMIN' }))).statusCode).toBe(201);

    const otherCef = await account('CEF');
    await refused(assistant.token, 'DELETE', `/api/admin/${otherCef.id}`);
    await refused(cef.token, 'DELETE', `/api/admin/${admin.id}`);
    const [cefRow] = await t.db.select().from(users).where(eq(users.id, otherCef.id));
    await refused(assistant.token, 'PUT', '/api/admin/modification', { ...cefRow, role: 'EN_RECHERCHE_EMPLOI' });

    // Promoting a manageable account to a role beyond one's reach is refused too.
    const seeker = (await call(assistant.token, 'POST', '/api/admin', newUser())).json() as PublicUser;
    await refused(assistant.token, 'PUT', '/api/admin/modification', { ...seeker, role: 'ADMIN' });
    const own = await call(cef.token, 'PUT', '/api/admin/modification', {
      ...(await t.db.select().from(users).where(eq(users.id, cef.id)))[0],
      role: 'ASSISTANT',
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(ADMIN_USER_MESSAGES.selfRoleChange);
  });
});

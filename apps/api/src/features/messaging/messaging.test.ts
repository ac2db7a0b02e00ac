import { MESSAGING_MESSAGES, type Message } from '@tremplin/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/access/accounts';
import { createTestApp } from '../../../test/helpers/test-app';
import { messages } from '../../db/schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Account = { id: number; token: string };
async function account(role: Parameters<typeof createUser>[1]['role'] = 'EN_RECHERCHE_EMPLOI', nom = 'DUPONT') {
  const user = await createUser(t.db, { role, nom });
  const session = await signIn(t.app, user.email);
  return { id: user.id, token: session.token };
}
const call = (who: Account, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as never, headers: { authorization: `Bearer ${who.token}` } });

async function send(from: Account, to: Account, sujet = 'Bonjour', contenu = '<p>Un message</p>') {
  const response = await call(from, 'POST', `/api/message/utilisateur/${from.id}`, {
    sujet,
    contenu,
    destinataireId: to.id,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Message;
}
const nb = async (who: Account, url: string) => ((await call(who, 'GET', url)).json() as { nb: number }).nb;
const box = async (who: Account, url: string) =>
  (await call(who, 'GET', url)).json() as { items: Message[]; totalElements: number };

describe('sending and the three boxes', () => {
  it('puts a sent message in the recipient’s inbox and the sender’s sent box, newest first', async () => {
    const alice = await account();
    const bob = await account('RECRUTEUR', 'MARTIN');
    const first = await send(alice, bob, 'Premier');
    const second = await send(alice, bob, 'Second');
    expect(second).toMatchObject({
      expediteurId: alice.id,
      destinataireId: bob.id,
      estLu: false,
      estSupprime: false,
      idUtilisateurDelete: null,
      version: 0,
      destinataire: { id: bob.id, nom: 'MARTIN' },
    });
    const inbox = await box(bob, `/api/message/destinataire/${bob.id}/0/10`);
    expect(inbox.totalElements).toBe(2);
    expect(inbox.items.map((m) => m.id)).toEqual([second.id, first.id]);
    // A page past the end still gives the box's total; a page of one gives the rest.
    expect(await box(bob, `/api/message/destinataire/${bob.id}/5/10`)).toEqual({ items: [], totalElements: 2 });
    const secondPage = await box(bob, `/api/message/destinataire/${bob.id}/1/1`);
    expect(secondPage.items.map((m) => m.id)).toEqual([first.id]);
    expect(secondPage.totalElements).toBe(2);
    expect((await box(alice, `/api/message/expediteur/${alice.id}/0/10`)).totalElements).toBe(2);
    expect(await nb(bob, `/api/message/count/destinataire/${bob.id}`)).toBe(2);
    expect(await nb(alice, `/api/message/count/expediteur/${alice.id}`)).toBe(2);
    expect(await nb(bob, `/api/message/count/destinataire/${bob.id}/Premier`)).toBe(1);
    expect((await box(bob, `/api/message/destinataire/${bob.id}/0/10/second`)).items.map((m) => m.id)).toEqual([
      second.id,
    ]);
    expect((await box(bob, `/api/message/destinataire/${bob.id}/1/1`)).items.map((m) => m.id)).toEqual([first.id]);
  });

  it('refuses an unknown or inactive recipient and an empty content', async () => {
    const alice = await account();
    const inactive = await createUser(t.db, { role: 'EMPLOYE', active: false });
    const refused = await call(alice, 'POST', `/api/message/utilisateur/${alice.id}`, {
      sujet: 'Hé',
      contenu: '<p>Salut</p>',
      destinataireId: inactive.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(MESSAGING_MESSAGES.recipientUnknown);
    const bob = await account();
    const empty = await call(alice, 'POST', `/api/message/utilisateur/${alice.id}`, {
      sujet: 'Hé',
      contenu: '<script>alert(1)</script>',
      destinataireId: bob.id,
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe('unread counter', () => {
  it('counts unread inbox messages; reading and deleting lower it', async () => {
    const alice = await account();
    const bob = await account();
    const a = await send(alice, bob);
    const b = await send(alice, bob);
    await send(alice, bob);
    expect(await nb(bob, `/api/message/count/nonlu/${bob.id}`)).toBe(3);
    const read = await call(bob, 'PUT', `/api/message/utilisateur/${bob.id}/messagelu`, { ...a });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: a.id, estLu: true, version: 1 });
    expect(await nb(bob, `/api/message/count/nonlu/${bob.id}`)).toBe(2);
    await call(bob, 'DELETE', `/api/message/${b.id}/${bob.id}`);
    expect(await nb(bob, `/api/message/count/nonlu/${bob.id}`)).toBe(1);
  });

  it('lets only the recipient mark a message read', async () => {
    const alice = await account();
    const bob = await account();
    const m = await send(alice, bob);
    const bySender = await call(alice, 'PUT', `/api/message/utilisateur/${alice.id}/messagelu`, { id: m.id });
    expect(bySender.statusCode).toBe(403);
    const forSomeoneElse = await call(alice, 'PUT', `/api/message/utilisateur/${bob.id}/messagelu`, { id: m.id });
    expect(forSomeoneElse.statusCode).toBe(403);
  });
});

describe('per-party deletion (DESIGN difference 6)', () => {
  it('moves the message to the deleter’s deleted box and leaves it with the other party', async () => {
    const alice = await account();
    const bob = await account();
    const m = await send(alice, bob);
    const deleted = await call(bob, 'DELETE', `/api/message/${m.id}/${bob.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ estSupprime: true, idUtilisateurDelete: bob.id });

    expect((await box(bob, `/api/message/destinataire/${bob.id}/0/10`)).totalElements).toBe(0);
    expect((await box(bob, `/api/message/supprime/${bob.id}/0/10`)).items.map((x) => x.id)).toEqual([m.id]);
    expect(await nb(bob, `/api/message/count/supprime/${bob.id}`)).toBe(1);

    const sent = await box(alice, `/api/message/expediteur/${alice.id}/0/10`);
    expect(sent.items).toHaveLength(1);
    expect(sent.items[0]).toMatchObject({ id: m.id, estSupprime: false, idUtilisateurDelete: bob.id });
    expect(await nb(alice, `/api/message/count/supprime/${alice.id}`)).toBe(0);

    await call(alice, 'DELETE', `/api/message/${m.id}/${alice.id}`);
    expect((await box(alice, `/api/message/expediteur/${alice.id}/0/10`)).totalElements).toBe(0);
    expect((await box(alice, `/api/message/supprime/${alice.id}/0/10`)).items[0]).toMatchObject({
      id: m.id,
      estSupprime: true,
      idUtilisateurDelete: alice.id,
    });
    // Both deleted: the row stays for both deleted boxes.
    expect((await t.db.select().from(messages).where(eq(messages.id, m.id))).length).toBe(1);
  });

  it('refuses deleting for someone else, staff included', async () => {
    const alice = await account();
    const bob = await account();
    const admin = await account('ADMIN');
    const m = await send(alice, bob);
    expect((await call(admin, 'DELETE', `/api/message/${m.id}/${bob.id}`)).statusCode).toBe(403);
    expect((await call(admin, 'DELETE', `/api/message/${m.id}/${admin.id}`)).statusCode).toBe(403);
    expect((await call(alice, 'DELETE', `/api/message/${m.id}/${bob.id}`)).statusCode).toBe(403);
  });
});

describe('who may read a message', () => {
  it('shows a message to its two parties only, staff included', async () => {
    const alice = await account();
    const bob = await account();
    const m = await send(alice, bob);
    expect((await call(alice, 'GET', `/api/message/${m.id}`)).statusCode).toBe(200);
    expect((await call(bob, 'GET', `/api/message/${m.id}`)).statusCode).toBe(200);
    for (const role of ['ADMIN', 'CEF', 'ASSISTANT', 'RECRUTEUR', 'EMPLOYE'] as const) {
      const other = await account(role);
      const response = await call(other, 'GET', `/api/message/${m.id}`);
      expect(response.statusCode, role).toBe(403);
      expect(response.json().message).toBe(MESSAGING_MESSAGES.notParty);
      expect((await call(other, 'GET', `/api/message/destinataire/${bob.id}/0/10`)).statusCode, role).toBe(403);
      expect((await call(other, 'GET', `/api/message/count/nonlu/${bob.id}`)).statusCode, role).toBe(403);
    }
    expect((await call(alice, 'GET', '/api/message/999999')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/message/${m.id}` })).statusCode).toBe(401);
  });

  it('refuses sending in someone else’s name', async () => {
    const alice = await account();
    const bob = await account();
    const admin = await account('ADMIN');
    const response = await call(admin, 'POST', `/api/message/utilisateur/${alice.id}`, {
      sujet: 'Usurpation',
      contenu: '<p>x</p>',
      destinataireId: bob.id,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('rich-text cleaning', () => {
  it('stores content without scripts, event handlers, javascript: links or foreign images', async () => {
    const alice = await account();
    const bob = await account();
    const dirty =
      '<p>Bonjour<script>alert(1)</script></p>' +
      '<p><img src="https://exemple.fr/a.png" onerror="alert(2)"></p>' +
      '<p><a href="javascript:alert(3)">piège</a> <a href="https://exemple.fr">ok</a></p>' +
      '<p><img src="ftp://exemple.fr/b.png"><img src="javascript:alert(4)"></p>';
    const m = await send(alice, bob, 'Nettoyage', dirty);
    const stored = (await call(bob, 'GET', `/api/message/${m.id}`)).json() as Message;
    expect(stored.contenu).not.toMatch(/script|onerror|javascript:|ftp:/i);
    expect(stored.contenu).toContain('<img src="https://exemple.fr/a.png" alt="Image sans légende" />');
    expect(stored.contenu).toContain('<a href="about:blank">piège</a>');
    expect(stored.contenu).toContain('href="https://exemple.fr"');
  });
});

describe('recipient lookup', () => {
  it('finds active users by name, accents ignored', async () => {
    const alice = await account();
    const zoe = await createUser(t.db, { role: 'EMPLOYE', nom: 'ÉLODIE-TEST', prenom: 'Zoé' });
    await createUser(t.db, { role: 'EMPLOYE', nom: 'ELODIE-TEST', prenom: 'Inactive', active: false });
    const response = await call(alice, 'GET', '/api/message/destinataires?q=elodie-test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ id: zoe.id, nom: 'ÉLODIE-TEST', prenom: 'Zoé', role: 'EMPLOYE' }]);
  });
});

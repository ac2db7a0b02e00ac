// Box counts are kept in memory by each API process; a change made through another process must reach them within a
// second (NOTIFY on the messages channel), not only when the 30 s safety net expires. On PostgreSQL
// (TEST_DB_KIND=postgres) one process answers the counts and a second one, on the same database, makes the changes;
// on PGlite there is one process, so the same flow runs through it, and a row written straight to the database then
// announced by NOTIFY stands in for the other process.
import type { Message } from '@tremplin/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, signIn } from '../../../test/access/accounts';
import { createSecondApp, createTestApp } from '../../../test/helpers/test-app';
import type { buildApp } from '../../app';
import { messages } from '../../db/schema';
import { notifyMessagesChanged } from './notify';

type App = Awaited<ReturnType<typeof buildApp>>;
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

/** The process whose cached counts are checked. */
const reader = () => t.app as App;
/** The process the changes go through: another one on PostgreSQL, the same one on PGlite. */
const writer = () => (second ?? t.app) as App;

type Account = { id: number; token: string };
async function account(role: Parameters<typeof createUser>[1]['role']): Promise<Account> {
  const user = await createUser(t.db, { role });
  return { id: user.id, token: (await signIn(reader(), user.email)).token };
}

async function call(app: App, who: Account, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  const response = await app.inject({
    method,
    url,
    payload: payload as never,
    headers: { authorization: `Bearer ${who.token}` },
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}

/** What the user sees on the reading process: the header's unread badge and the three box totals. */
async function counts(who: Account) {
  const nb = async (url: string) => ((await call(reader(), who, 'GET', url)) as { nb: number }).nb;
  return {
    nonlu: await nb(`/api/message/count/nonlu/${who.id}`),
    reception: await nb(`/api/message/count/destinataire/${who.id}`),
    envoyes: await nb(`/api/message/count/expediteur/${who.id}`),
    supprimes: await nb(`/api/message/count/supprime/${who.id}`),
  };
}

/** Within a second, the reading process answers these counts (each retry goes through its cache). */
const within1s = (who: Account, expected: Awaited<ReturnType<typeof counts>>) =>
  vi.waitFor(async () => expect(await counts(who)).toEqual(expected), { timeout: 1000, interval: 20 });

const none = { nonlu: 0, reception: 0, envoyes: 0, supprimes: 0 };

describe(`box counts after a change (${kind === 'postgres' ? 'read on one API process, changed through another, one PostgreSQL' : 'one process on PGlite'})`, () => {
  it('shows both parties their new counts within a second of a send, then a read, then a delete', async () => {
    const sender = await account('CEF');
    const recipient = await account('EN_RECHERCHE_EMPLOI');
    // Asked first, so the reading process holds them in memory before any change.
    expect(await counts(recipient)).toEqual(none);
    expect(await counts(sender)).toEqual(none);

    const sent = (await call(writer(), sender, 'POST', `/api/message/utilisateur/${sender.id}`, {
      sujet: 'Votre candidature',
      contenu: '<p>Bonjour</p>',
      destinataireId: recipient.id,
    })) as Message;
    await within1s(recipient, { ...none, nonlu: 1, reception: 1 });
    await within1s(sender, { ...none, envoyes: 1 });

    await call(writer(), recipient, 'PUT', `/api/message/utilisateur/${recipient.id}/messagelu`, { id: sent.id });
    await within1s(recipient, { ...none, reception: 1 });

    await call(writer(), recipient, 'DELETE', `/api/message/${sent.id}/${recipient.id}`);
    await within1s(recipient, { ...none, supprimes: 1 });
    // Deletion is per party: the sender still has it in their sent box.
    expect(await counts(sender)).toEqual({ ...none, envoyes: 1 });
  });

  it('shows new counts within a second when the change is announced only by the database notification', async () => {
    const sender = await account('RECRUTEUR');
    const recipient = await account('EN_RECHERCHE_EMPLOI');
    expect(await counts(recipient)).toEqual(none);
    expect(await counts(sender)).toEqual(none);

    // Written beside the API, as another process would: this process learns of it through NOTIFY alone.
    await t.db.insert(messages).values({ expediteurId: sender.id, destinataireId: recipient.id, sujet: 'Relance' });
    await notifyMessagesChanged(t.db, [sender.id, recipient.id]);

    await within1s(recipient, { ...none, nonlu: 1, reception: 1 });
    await within1s(sender, { ...none, envoyes: 1 });
  });
});

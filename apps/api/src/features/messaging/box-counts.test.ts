// Box counts come from counters the database keeps in the same transaction as each change (migration 0015), so a
// change made through another API process, or written straight to the table, shows at once. On PostgreSQL
// (TEST_DB_KIND=postgres) one process answers the counts and a second one, on the same database, makes the changes;
// on PGlite there is one process, so the same flow runs through it, and a row written straight to the database then
// announced by NOTIFY stands in for the other process.
import type { Message } from '@tremplin/shared';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, signIn } from '../../../test/access/accounts';
import { createSecondApp, createTestApp } from '../../../test/helpers/test-app';
import type { buildApp } from '../../app';
import { messageBoxCounts, messages, users } from '../../db/schema';
import { notifyMessagesChanged } from '../../lib/message-notifications';
import { type Box, boxCondition } from './queries';

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
// How fast the counts follow is the bench's to measure: a test waits long enough for a loaded machine.
const soon = (who: Account, expected: Awaited<ReturnType<typeof counts>>) =>
  vi.waitFor(async () => expect(await counts(who)).toEqual(expected), { timeout: 10_000, interval: 20 });

const none = { nonlu: 0, reception: 0, envoyes: 0, supprimes: 0 };

describe(`box counts after a change (${kind === 'postgres' ? 'read on one API process, changed through another, one PostgreSQL' : 'one process on PGlite'})`, () => {
  it('shows both parties their new counts after a send, then a read, then a delete', async () => {
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
    await soon(recipient, { ...none, nonlu: 1, reception: 1 });
    await soon(sender, { ...none, envoyes: 1 });

    await call(writer(), recipient, 'PUT', `/api/message/utilisateur/${recipient.id}/messagelu`, { id: sent.id });
    await soon(recipient, { ...none, reception: 1 });

    await call(writer(), recipient, 'DELETE', `/api/message/${sent.id}/${recipient.id}`);
    await soon(recipient, { ...none, supprimes: 1 });
    // Deletion is per party: the sender still has it in their sent box.
    expect(await counts(sender)).toEqual({ ...none, envoyes: 1 });
  });

  it('shows new counts when the change is announced only by the database notification', async () => {
    const sender = await account('RECRUTEUR');
    const recipient = await account('EN_RECHERCHE_EMPLOI');
    expect(await counts(recipient)).toEqual(none);
    expect(await counts(sender)).toEqual(none);

    // Written beside the API, as another process would: this process learns of it through NOTIFY alone.
    await t.db.insert(messages).values({ expediteurId: sender.id, destinataireId: recipient.id, sujet: 'Relance' });
    await notifyMessagesChanged(t.db, [sender.id, recipient.id]);

    await soon(recipient, { ...none, nonlu: 1, reception: 1 });
    await soon(sender, { ...none, envoyes: 1 });
  });

  it('keeps every counter equal to a count of the box, after batches, reads, deletions and a deleted account', async () => {
    const people = await Promise.all([1, 2, 3].map(() => createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI' })));
    const [a, b, c] = people.map((p) => p.id) as [number, number, number];
    // One statement, several rows: to others, to oneself, already read.
    const inserted = await t.db
      .insert(messages)
      .values([
        { expediteurId: a, destinataireId: b, sujet: '1' },
        { expediteurId: a, destinataireId: b, sujet: '2', estLu: true },
        { expediteurId: b, destinataireId: a, sujet: '3' },
        { expediteurId: a, destinataireId: a, sujet: 'à soi-même' },
        { expediteurId: c, destinataireId: a, sujet: '5' },
        { expediteurId: c, destinataireId: b, sujet: '6' },
      ])
      .returning({ id: messages.id, sujet: messages.sujet });
    const idOf = (sujet: string) => inserted.find((m) => m.sujet === sujet)!.id;
    await t.db.update(messages).set({ estLu: true }).where(eq(messages.destinataireId, a));
    await t.db
      .update(messages)
      .set({ deletedByRecipientAt: new Date(), deletedBySenderAt: new Date() })
      .where(eq(messages.id, idOf('à soi-même')));
    await t.db
      .update(messages)
      .set({ deletedByRecipientAt: new Date() })
      .where(eq(messages.id, idOf('1')));
    await t.db.delete(messages).where(eq(messages.id, idOf('2')));
    // A deleted account leaves its messages to the other party, sender unknown.
    await t.db.delete(users).where(eq(users.id, c));

    const recount = async (uid: number) => {
      const nb = async (box: Box) =>
        (await t.db.select({ nb: count() }).from(messages).where(boxCondition(box, uid)))[0]!.nb;
      const [unread] = await t.db
        .select({ nb: count() })
        .from(messages)
        .where(and(eq(messages.destinataireId, uid), eq(messages.estLu, false), boxCondition('destinataire', uid)));
      return {
        inbox: await nb('destinataire'),
        sent: await nb('expediteur'),
        deleted: await nb('supprime'),
        unread: unread!.nb,
      };
    };
    const counters = await t.db
      .select()
      .from(messageBoxCounts)
      .where(inArray(messageBoxCounts.userId, [a, b]));
    for (const uid of [a, b]) {
      const { userId: _, ...kept } = counters.find((row) => row.userId === uid)!;
      expect(kept, `personne ${uid}`).toEqual(await recount(uid));
    }
    expect(await recount(a)).toEqual({ inbox: 2, sent: 1, deleted: 1, unread: 0 });
    expect(await recount(b)).toEqual({ inbox: 1, sent: 1, deleted: 1, unread: 1 });
  });
});

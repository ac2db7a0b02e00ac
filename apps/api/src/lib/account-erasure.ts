// Erasing an account for good, and a person's own request to erase it: the personal-data feature (her request, its
// e-mailed link, the grace period and retention running out) and staff's user administration both erase.
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import {
  applicationComments,
  applicationContacts,
  applications,
  emailOutbox,
  erasureLog,
  messageBoxCounts,
  notes,
  storedFiles,
  users,
} from '../db/schema';
import type { JournalActor } from '../plugins/access-journal';
import { addDays } from './retention';
import { issueOneTimeToken } from './tokens';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Deletes the user and every stored-file row that only existed for them: their own files and the attachments of
 * the staff's notes on their applications. The applications stay for the staff's totals, without an owner and
 * without what speaks of the person: their notes, comments, contacts, remark and answer go. Answers the storage
 * keys to remove.
 */
async function deleteUserWithFiles(tx: Tx, id: number): Promise<string[]> {
  const owned = tx.select({ id: applications.id }).from(applications).where(eq(applications.utilisateurId, id));
  const noteRows = await tx
    .select({ id: storedFiles.id, key: storedFiles.storageKey })
    .from(storedFiles)
    .innerJoin(notes, eq(notes.fichierId, storedFiles.id))
    .where(inArray(notes.candidatureId, owned));
  await tx.delete(notes).where(inArray(notes.candidatureId, owned));
  if (noteRows.length)
    await tx.delete(storedFiles).where(
      inArray(
        storedFiles.id,
        noteRows.map((r) => r.id),
      ),
    );
  await tx.delete(applicationComments).where(inArray(applicationComments.candidatureId, owned));
  await tx.delete(applicationContacts).where(inArray(applicationContacts.candidatureId, owned));
  await tx
    .update(applications)
    .set({ commentaire: null, reponse: null, version: sql`${applications.version} + 1` })
    .where(eq(applications.utilisateurId, id));
  const files = await tx
    .delete(storedFiles)
    .where(eq(storedFiles.ownerId, id))
    .returning({ key: storedFiles.storageKey });
  // The owner of the applications becomes NULL (migration 0017); the totals count them as a former member's.
  await tx.delete(users).where(eq(users.id, id));
  return [...noteRows.map((r) => r.key), ...files.map((r) => r.key)];
}

/** Why an account was erased, as the erasure log records it. */
export type ErasureCause = 'DEMANDE' | 'CONFIRMATION' | 'PERSONNEL' | 'CONSERVATION';

/**
 * Erases an account for good: its rows (the database cascades; what others keep, such as the messages it sent,
 * loses its author), its files, its e-mails waiting in the outbox, then logs the erasure without naming the person.
 * Answers false when the account no longer exists.
 */
export async function eraseAccount(
  app: FastifyInstance,
  userId: number,
  how: { cause: ErasureCause; staffId?: number; reason?: string; actor?: JournalActor },
): Promise<boolean> {
  const keys = await app.db.transaction(async (tx) => {
    const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).for('update');
    if (!account) return null;
    await app.sessions.revokeUser(userId, tx);
    const removed = await deleteUserWithFiles(tx, userId);
    // No foreign key there (migration 0015): the box totals of the account go by hand.
    await tx.delete(messageBoxCounts).where(eq(messageBoxCounts.userId, userId));
    await tx.delete(emailOutbox).where(eq(sql`lower(${emailOutbox.to})`, account.email.toLowerCase()));
    await tx.insert(erasureLog).values({
      cause: how.cause,
      staffId: how.staffId ?? null,
      reason: how.reason ?? null,
      createdAt: app.clock.now(),
    });
    // She no longer exists: the entry names only who erased, like the erasure log.
    if (how.actor) await app.recordChange(tx, how.actor, 'COMPTE_EFFACE', null);
    return removed;
  });
  if (keys === null) return false;
  for (const key of keys) {
    try {
      await app.storage.remove(key);
    } catch (err) {
      app.log.warn({ err, key }, 'fichier d’un compte effacé non supprimé');
    }
  }
  return true;
}

/**
 * A person deletes their own account (SPEC §4): deactivated and signed out at once, erased for good when the grace
 * period ends unless they sign in again; the e-mail holds a link that erases it at once.
 */
export async function requestErasure(app: FastifyInstance, userId: number): Promise<boolean> {
  const due = addDays(app.clock.now(), app.config.personalData.erasureGraceDays);
  const done = await app.db.transaction(async (tx) => {
    const [account] = await tx
      .update(users)
      .set({ active: false, erasureDueAt: due, version: sql`${users.version} + 1` })
      .where(eq(users.id, userId))
      .returning({ id: users.id, email: users.email, prenom: users.prenom });
    if (!account) return false;
    await app.sessions.revokeUser(userId, tx);
    const token = await issueOneTimeToken(tx, userId, 'erasure');
    await app.mailer.enqueue(
      { to: account.email, ...app.mailer.templates.erasureRequested({ prenom: account.prenom, token, due }) },
      tx,
    );
    return true;
  });
  if (done) {
    app.mailer.kick();
  }
  return done;
}

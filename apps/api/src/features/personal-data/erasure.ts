// Erasure: a self-deletion starts the grace period; the grace running out, the e-mailed link, staff or retention erase.
import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { emailOutbox, erasureLog, messageBoxCounts, users } from '../../db/schema';
import { consumeOneTimeToken, issueOneTimeToken } from '../../lib/tokens';
import { deleteUserWithFiles } from '../admin/queries';
import { addDays } from './records';

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
  how: { cause: ErasureCause; staffId?: number; reason?: string },
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

/** The e-mailed link: erases at once an account whose erasure is pending. */
export async function confirmErasure(app: FastifyInstance, token: string): Promise<boolean> {
  const userId = await app.db.transaction(async (tx) => {
    const id = await consumeOneTimeToken(tx, token, 'erasure');
    if (id === null) return null;
    const [pending] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), isNotNull(users.erasureDueAt)));
    return pending ? id : null;
  });
  if (userId === null) return false;
  return eraseAccount(app, userId, { cause: 'CONFIRMATION' });
}

/** Accounts whose grace period has run out. */
export async function dueErasures(app: FastifyInstance, now: Date): Promise<number[]> {
  const rows = await app.db
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.erasureDueAt), lte(users.erasureDueAt, now)));
  return rows.map((r) => r.id);
}

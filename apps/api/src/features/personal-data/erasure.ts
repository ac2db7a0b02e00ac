// Erasures the person set off: her e-mailed link erases at once; the daily job finds those whose grace period ran out.
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import { eraseAccount } from '../../lib/account-erasure';
import { consumeOneTimeToken } from '../../lib/tokens';

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

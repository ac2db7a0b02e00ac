// Accounts opened by staff (DESIGN difference 15): the person receives an invitation, in its own words, to choose
// their password; the link is single use, valid ACCOUNT_INVITATION_VALID_DAYS days, and a newer invitation voids the older.
import {
  ACCOUNT_INVITATION_MESSAGES,
  type AccountInvitationStatus,
  ADMIN_USER_MESSAGES,
  AUTH_TYPE,
  type LoginResponse,
} from '@tremplin/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { oneTimeTokens, users } from '../../db/schema';
import { invitationState, sendInvitation } from '../../lib/account-invitations';
import { recordSignIn } from '../../lib/account-records';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { hashPassword } from '../../lib/passwords';
import { consumeOneTimeToken, hashToken, voidOneTimeTokens } from '../../lib/tokens';

export function createInvitationService(app: FastifyInstance) {
  const db = app.db;

  const invitationColumns = {
    id: users.id,
    email: users.email,
    prenom: users.prenom,
    invitationSentAt: users.invitationSentAt,
    invitationExpiresAt: users.invitationExpiresAt,
    invitationAcceptedAt: users.invitationAcceptedAt,
  };

  return {
    async status(userId: number): Promise<AccountInvitationStatus> {
      const [row] = await db.select(invitationColumns).from(users).where(eq(users.id, userId));
      if (!row) throw notFound(ADMIN_USER_MESSAGES.notFound);
      return {
        etat: invitationState(row, app.clock.now()),
        envoyeeLe: row.invitationSentAt?.toISOString() ?? null,
        expireLe: row.invitationExpiresAt?.toISOString() ?? null,
        accepteeLe: row.invitationAcceptedAt?.toISOString() ?? null,
      };
    },

    /** Sends the invitation again (the guard checked the staff member's rank over the account); answers its address. */
    async resend(staffId: number, userId: number): Promise<string> {
      const [row] = await db.select(invitationColumns).from(users).where(eq(users.id, userId));
      if (!row) throw notFound(ADMIN_USER_MESSAGES.notFound);
      if (row.invitationAcceptedAt) throw conflict(ACCOUNT_INVITATION_MESSAGES.alreadyAccepted);
      if (!row.invitationSentAt) throw conflict(ACCOUNT_INVITATION_MESSAGES.notInvited);
      await db.transaction((tx) => sendInvitation(app, tx, row, staffId));
      app.mailer.kick();
      return row.email;
    },

    /**
     * Sets the password chosen with the invitation link, activates the account and opens a session. A used link says
     * the password is already chosen; an expired, replaced or unknown one says to ask for the invitation again.
     */
    async accept(
      token: string,
      password: string,
      meta: { ip?: string; userAgent?: string } = {},
    ): Promise<LoginResponse> {
      const passwordHash = await hashPassword(password);
      const now = app.clock.now();
      const account = await db.transaction(async (tx) => {
        const id = await consumeOneTimeToken(tx, token, 'invitation', now);
        if (id === null) return null;
        await voidOneTimeTokens(tx, id, 'invitation', now);
        await voidOneTimeTokens(tx, id, 'confirmation', now);
        const [row] = await tx
          .update(users)
          .set({
            passwordHash,
            active: true,
            invitationAcceptedAt: now,
            lastActivityAt: now,
            retentionWarnedAt: null,
            version: sql`${users.version} + 1`,
          })
          .where(eq(users.id, id))
          .returning({ id: users.id, role: users.role });
        if (row) await recordSignIn(tx, row.id, now, meta, app.config.personalData);
        return row ?? null;
      });
      if (!account) {
        const [link] = await db
          .select({ acceptedAt: users.invitationAcceptedAt })
          .from(oneTimeTokens)
          .innerJoin(users, eq(users.id, oneTimeTokens.userId))
          .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.purpose, 'invitation')));
        // Any link of an account whose invitation was accepted: the password is chosen, sign in or reset it.
        throw badRequest(
          link?.acceptedAt ? ACCOUNT_INVITATION_MESSAGES.linkUsed : ACCOUNT_INVITATION_MESSAGES.linkInvalid,
        );
      }
      const tokens = await app.sessions.open(account);
      return { ...tokens, typeToken: AUTH_TYPE, role: account.role, id: account.id };
    },
  };
}

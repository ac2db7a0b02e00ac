// Account rules: sign-in, session refresh and logout, confirmation, password reset and change, deactivation.
import { AUTH_MESSAGES, AUTH_TYPE, isStaff, type LoginResponse, MESSAGES } from '@tremplin/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import { badRequest, notFound, unauthorized } from '../../lib/http-errors';
import { hashPassword, verifyDummyPassword, verifyPassword } from '../../lib/passwords';
import { consumeOneTimeToken, issueOneTimeToken } from '../../lib/tokens';
import type { AuthUser } from '../../plugins/authentication';
import { requestErasure } from '../personal-data/erasure';
import { recordSignIn } from '../personal-data/records';

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

export function createAuthService(app: FastifyInstance) {
  const db = app.db;

  const loginAnswer = (user: AuthUser, tokens: { token: string; refreshToken: string }): LoginResponse => ({
    token: tokens.token,
    refreshToken: tokens.refreshToken,
    typeToken: AUTH_TYPE,
    role: user.role,
    id: user.id,
  });

  return {
    /** An unknown e-mail, a wrong password and an inactive account get the same refusal, in the same time. */
    async signIn(
      email: string,
      password: string,
      meta: { ip?: string; userAgent?: string } = {},
    ): Promise<LoginResponse> {
      await app.signInThrottle.wait(email);
      const [account] = await db
        .select({
          id: users.id,
          role: users.role,
          active: users.active,
          passwordHash: users.passwordHash,
          erasureDueAt: users.erasureDueAt,
        })
        .from(users)
        .where(byEmail(email));
      const passwordOk = account?.passwordHash
        ? await verifyPassword(account.passwordHash, password)
        : await verifyDummyPassword(password);
      // An account deleted by its owner is still theirs during the grace period: signing in again cancels the erasure.
      const pendingErasure = account?.erasureDueAt != null;
      if (!account || !passwordOk || !(account.active || pendingErasure)) {
        app.signInThrottle.failed(email);
        throw unauthorized(AUTH_MESSAGES.invalidCredentials);
      }
      app.signInThrottle.succeeded(email);
      const now = app.clock.now();
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            lastActivityAt: now,
            retentionWarnedAt: null,
            ...(pendingErasure ? { active: true, erasureDueAt: null, version: sql`${users.version} + 1` } : {}),
          })
          .where(eq(users.id, account.id));
        await recordSignIn(tx, account.id, now, meta, app.config.personalData);
      });
      const user = { id: account.id, role: account.role };
      return loginAnswer(user, await app.sessions.open(user));
    },

    async refresh(refreshToken: string): Promise<LoginResponse> {
      const rotated = await app.sessions.rotate(refreshToken);
      if (!rotated) throw unauthorized(AUTH_MESSAGES.refreshInvalid);
      return loginAnswer(rotated.user, rotated);
    },

    logout: (refreshToken: string) => app.sessions.close(refreshToken),

    /** True when the access token is valid and its account still active. */
    async validate(token: string | undefined): Promise<boolean> {
      const user = token ? await app.sessions.verifyAccessToken(token) : null;
      if (!user) return false;
      const [account] = await db.select({ active: users.active }).from(users).where(eq(users.id, user.id));
      return account?.active === true;
    },

    async confirm(token: string | undefined): Promise<void> {
      const userId = token
        ? await db.transaction(async (tx) => {
            const id = await consumeOneTimeToken(tx, token, 'confirmation');
            if (id !== null) await tx.update(users).set({ active: true }).where(eq(users.id, id));
            return id;
          })
        : null;
      if (userId === null) throw badRequest(AUTH_MESSAGES.confirmationInvalid);
    },

    /** Sends a reset link when an active account has this address; says nothing either way. */
    async requestReset(email: string): Promise<void> {
      const [account] = await db
        .select({ id: users.id, email: users.email, prenom: users.prenom, active: users.active })
        .from(users)
        .where(byEmail(email));
      if (!account?.active) return;
      await db.transaction(async (tx) => {
        const token = await issueOneTimeToken(tx, account.id, 'reset');
        await app.mailer.enqueue(
          { to: account.email, ...app.mailer.templates.passwordReset({ prenom: account.prenom, token }) },
          tx,
        );
      });
      app.mailer.kick();
    },

    /** Sets a new password with a reset token and ends every session of the account. */
    async resetPassword(token: string | undefined, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      const userId = token
        ? await db.transaction(async (tx) => {
            const id = await consumeOneTimeToken(tx, token, 'reset');
            if (id === null) return null;
            await tx
              .update(users)
              .set({ passwordHash, version: sql`${users.version} + 1` })
              .where(eq(users.id, id));
            await app.sessions.revokeUser(id, tx);
            return id;
          })
        : null;
      if (userId === null) throw badRequest(AUTH_MESSAGES.resetInvalid);
    },

    /**
     * Changes a password. The current one is required, except from staff acting on another account. Other sessions
     * of the account end; the caller's own family survives when it sends its refresh token.
     */
    async changePassword(
      actor: AuthUser,
      input: { utilisateurID: number; motDePasse: string; ancienMotDePasse?: string; refreshToken?: string },
    ): Promise<void> {
      const [account] = await db
        .select({ id: users.id, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, input.utilisateurID));
      if (!account) throw notFound();
      const needsCurrent = !(isStaff(actor.role) && actor.id !== account.id);
      if (needsCurrent && account.passwordHash) {
        if (!input.ancienMotDePasse) throw badRequest(AUTH_MESSAGES.currentPasswordRequired);
        if (!(await verifyPassword(account.passwordHash, input.ancienMotDePasse))) {
          throw badRequest(AUTH_MESSAGES.currentPasswordWrong);
        }
      }
      const passwordHash = await hashPassword(input.motDePasse);
      const keep = input.refreshToken && actor.id === account.id ? input.refreshToken : undefined;
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, version: sql`${users.version} + 1` })
          .where(eq(users.id, account.id));
        await app.sessions.revokeUser(account.id, tx, keep);
      });
    },

    /**
     * Deactivates an account (SPEC §4: then the person is logged out) and ends its sessions. A person deleting their
     * own account starts its erasure: for good after the grace period, at once with the e-mailed link.
     */
    async deactivate(actor: AuthUser, userId: number): Promise<void> {
      if (actor.id === userId) {
        if (!(await requestErasure(app, userId))) throw notFound(MESSAGES.notFound);
        return;
      }
      const updated = await db.transaction(async (tx) => {
        const rows = await tx
          .update(users)
          .set({ active: false, version: sql`${users.version} + 1` })
          .where(eq(users.id, userId))
          .returning({ id: users.id });
        if (rows.length) await app.sessions.revokeUser(userId, tx);
        return rows.length;
      });
      if (!updated) throw notFound(MESSAGES.notFound);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

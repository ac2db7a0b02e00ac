// Account rules: sign-in, session refresh and logout, confirmation, password reset and change, deactivation.
import {
  AUTH_MESSAGES,
  AUTH_TYPE,
  type LoginResponse,
  MESSAGES,
  SECOND_FACTOR_MESSAGES,
  type SignInAnswer,
} from '@tremplin/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import { requestErasure } from '../../lib/account-erasure';
import { recordSignIn } from '../../lib/account-records';
import { badRequest, notFound, unauthorized } from '../../lib/http-errors';
import { hashPassword, verifyDummyPassword, verifyPassword } from '../../lib/passwords';
import {
  consumeOneTimeToken,
  generateToken,
  hashToken,
  issueOneTimeToken,
  ONE_TIME_TOKEN_TTL_MS,
  type Queryable,
  voidOneTimeTokens,
} from '../../lib/tokens';
import type { AuthUser } from '../../plugins/authentication';
import { createSecondFactorService } from './second-factor-service';
import { standingAccountId } from './standing-account';

/** Where a sign-in comes from, for the person's sign-in history. */
export interface SignInMeta {
  ip?: string;
  userAgent?: string;
  /** The remembered-device cookie, when the browser sent one. */
  deviceToken?: string;
}

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

/** Stands for the first name in a message rendered before the account is known; the database puts the name in. */
const NAME_MARK = '\uE000prenom\uE000';
/** The HTML escaping of the mailer's templates, in SQL. */
const escapedHtmlSql = (value: SQL) =>
  sql`replace(replace(replace(replace(replace(${value}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')`;

export function createAuthService(app: FastifyInstance) {
  const db = app.db;
  const secondFactor = createSecondFactorService(app);

  const loginAnswer = (user: AuthUser, tokens: { token: string; refreshToken: string }): LoginResponse => ({
    token: tokens.token,
    refreshToken: tokens.refreshToken,
    typeToken: AUTH_TYPE,
    role: user.role,
    id: user.id,
  });

  /** The account a sign-in opens: the one found, or the one it was merged into (docs/decisions/0020). */
  async function standingAccount<T extends { id: number; mergedIntoId: number | null }>(found: T) {
    if (found.mergedIntoId == null) return found;
    const [kept] = await db
      .select({
        id: users.id,
        role: users.role,
        active: users.active,
        passwordHash: users.passwordHash,
        erasureDueAt: users.erasureDueAt,
        mergedIntoId: users.mergedIntoId,
      })
      .from(users)
      .where(eq(users.id, await standingAccountId(db, found.id)));
    return kept ?? found;
  }

  return {
    /**
     * An unknown e-mail, a wrong password and an inactive account get the same refusal, in the same time. A right
     * password opens the session, or answers the second step it still needs (no access token until it passes).
     */
    async signIn(email: string, password: string, meta: SignInMeta = {}): Promise<SignInAnswer> {
      // Counted before it is checked, and checked in its turn (sign-in-throttle.ts).
      const account = await app.signInThrottle.attempt(email, async () => {
        const [found] = await db
          .select({
            id: users.id,
            role: users.role,
            active: users.active,
            passwordHash: users.passwordHash,
            erasureDueAt: users.erasureDueAt,
            mergedIntoId: users.mergedIntoId,
          })
          .from(users)
          .where(byEmail(email));
        const passwordOk = found?.passwordHash
          ? await verifyPassword(found.passwordHash, password)
          : await verifyDummyPassword(password);
        // An account deleted by its owner is still theirs during the grace period: signing in again cancels the erasure.
        // A merged account's own e-mail and password still open the account it was merged into (0020).
        const ok = !!found && passwordOk && (found.active || found.erasureDueAt != null || found.mergedIntoId != null);
        return { ok, value: ok ? await standingAccount(found) : null };
      });
      if (!account || (!account.active && account.erasureDueAt == null))
        throw unauthorized(AUTH_MESSAGES.invalidCredentials);
      return this.secondStepOr(account, meta);
    },

    /** The second step an account still needs after its first factor (password or LinkedIn), or its session. */
    async secondStepOr(account: { id: number; role: AuthUser['role'] }, meta: SignInMeta): Promise<SignInAnswer> {
      const step = await secondFactor.stepNeeded(account, meta.deviceToken);
      if (!step) return this.completeSignIn(account.id, meta);
      return {
        secondFacteur: step,
        jeton: await secondFactor.issueStep(account.id),
        message: step === 'code' ? SECOND_FACTOR_MESSAGES.codeStep : SECOND_FACTOR_MESSAGES.enrolmentStep,
      };
    },

    /**
     * Opens the session of an account whose sign-in passed every step: the sign-in is recorded, the retention period
     * starts again and a pending self-erasure is cancelled. `tx` and `alongside` put it in the caller's transaction.
     */
    async completeSignIn(
      userId: number,
      meta: SignInMeta,
      options: { alongside?: (q: Queryable) => Promise<void>; tx?: Queryable } = {},
    ): Promise<LoginResponse> {
      const now = app.clock.now();
      const inTransaction = <T>(run: (tx: Queryable) => Promise<T>) =>
        options.tx ? run(options.tx) : db.transaction((tx) => run(tx));
      const alongside = options.alongside;
      const opened = await inTransaction(async (tx) => {
        const [account] = await tx
          .select({ id: users.id, role: users.role, active: users.active, erasureDueAt: users.erasureDueAt })
          .from(users)
          .where(eq(users.id, userId));
        if (!account || !(account.active || account.erasureDueAt != null)) return null;
        const pendingErasure = account.erasureDueAt != null;
        await tx
          .update(users)
          .set({
            lastActivityAt: now,
            retentionWarnedAt: null,
            ...(pendingErasure ? { active: true, erasureDueAt: null, version: sql`${users.version} + 1` } : {}),
          })
          .where(eq(users.id, account.id));
        await recordSignIn(tx, account.id, now, meta, app.config.personalData);
        await alongside?.(tx);
        const user = { id: account.id, role: account.role };
        return { user, tokens: await app.sessions.open(user, tx) };
      });
      if (!opened) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
      return loginAnswer(opened.user, opened.tokens);
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

    /**
     * Sends a reset link when an active account has this address; says nothing either way, and does the same work
     * either way: one statement that finds the account, stores the link's hash and queues the e-mail in the outbox,
     * with rows only when the account exists. The token and the message are made for every request.
     */
    async requestReset(email: string): Promise<void> {
      const token = generateToken();
      const mail = app.mailer.templates.passwordReset({ prenom: NAME_MARK, token });
      const expiresAt = new Date(Date.now() + ONE_TIME_TOKEN_TTL_MS.reset).toISOString();
      const written = await db.execute(sql`
        with account as (
          -- A known address writes two rows; its commit does not wait for the disk, so that an unknown address,
          -- which writes nothing, is not told apart by the flush (a crash at that instant loses one e-mail: ask again).
          select id, email, prenom from users
          where lower(email) = lower(${email}) and active and set_config('synchronous_commit', 'off', true) is not null
        ), link as (
          insert into one_time_tokens (user_id, purpose, token_hash, expires_at)
          select id, 'reset'::one_time_token_purpose, ${hashToken(token)}, ${expiresAt}::timestamptz from account
          returning user_id
        )
        insert into email_outbox (to_address, subject, html, text)
        select account.email, ${mail.subject},
          replace(${mail.html}, ${NAME_MARK}, ${escapedHtmlSql(sql`account.prenom`)}),
          replace(${mail.text}, ${NAME_MARK}, account.prenom)
        from account join link on link.user_id = account.id
        returning email_outbox.id`);
      const ids = (written as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
      // Queued once the answer has left, known address or not: the sending is no part of the answer's duration.
      setImmediate(() => {
        app.mailer
          .sendWritten(ids)
          .catch((error) => app.log.error({ err: error }, 'e-mail de réinitialisation non mis en file d’envoi'));
      });
    },

    /**
     * Staff never choose someone else's password: they send the person a reset link (the guard checked their rank over
     * the account). Answers the address it went to.
     */
    async sendResetLink(userId: number): Promise<string> {
      const [account] = await db
        .select({ id: users.id, email: users.email, prenom: users.prenom })
        .from(users)
        .where(eq(users.id, userId));
      if (!account) throw notFound(MESSAGES.notFound);
      await db.transaction(async (tx) => {
        const token = await issueOneTimeToken(tx, account.id, 'reset');
        await app.mailer.enqueue(
          { to: account.email, ...app.mailer.templates.passwordReset({ prenom: account.prenom, token }) },
          tx,
        );
      });
      app.mailer.kick();
      return account.email;
    },

    /**
     * Sets a new password with a reset token and ends every session of the account; an account opened by staff whose
     * invitation was pending is activated, its invitation accepted.
     */
    async resetPassword(token: string | undefined, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      const userId = token
        ? await db.transaction(async (tx) => {
            const id = await consumeOneTimeToken(tx, token, 'reset');
            if (id === null) return null;
            await voidOneTimeTokens(tx, id, 'reset');
            // A reset link proves the address as an invitation does: a pending invitation is then accepted.
            const invited = sql`(${users.invitationSentAt} is not null and ${users.invitationAcceptedAt} is null)`;
            const [account] = await tx
              .update(users)
              .set({
                passwordHash,
                version: sql`${users.version} + 1`,
                active: sql`${users.active} or ${invited}`,
                invitationAcceptedAt: sql`case when ${invited} then ${app.clock.now().toISOString()}::timestamptz else ${users.invitationAcceptedAt} end`,
              })
              .where(eq(users.id, id))
              .returning({ invitationAcceptedAt: users.invitationAcceptedAt });
            if (account?.invitationAcceptedAt) await voidOneTimeTokens(tx, id, 'invitation');
            await app.sessions.revokeUser(id, tx);
            return id;
          })
        : null;
      if (userId === null) throw badRequest(AUTH_MESSAGES.resetInvalid);
    },

    /**
     * Changes one's own password (the guard lets nobody name another account), with the current one when the account
     * has one. Other sessions and every outstanding reset link of the account end; the caller's own family survives
     * when it sends its refresh token.
     */
    async changePassword(
      actor: AuthUser,
      input: { utilisateurID: number; motDePasse: string; ancienMotDePasse?: string; refreshToken?: string },
    ): Promise<void> {
      const [account] = await db
        .select({ id: users.id, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, input.utilisateurID));
      if (!account || account.id !== actor.id) throw notFound();
      if (account.passwordHash) {
        if (!input.ancienMotDePasse) throw badRequest(AUTH_MESSAGES.currentPasswordRequired);
        if (!(await verifyPassword(account.passwordHash, input.ancienMotDePasse))) {
          throw badRequest(AUTH_MESSAGES.currentPasswordWrong);
        }
      }
      const passwordHash = await hashPassword(input.motDePasse);
      const keep = input.refreshToken;
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, version: sql`${users.version} + 1` })
          .where(eq(users.id, account.id));
        await voidOneTimeTokens(tx, account.id, 'reset');
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

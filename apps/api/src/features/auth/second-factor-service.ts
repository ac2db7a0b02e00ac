// Second-factor rules: TOTP enrolment and codes (RFC 6238, otplib), recovery codes, remembered devices, the sign-in's
// step token, and the staff reset. Codes are throttled per account like passwords, and a code's time step is used once.
import { randomInt } from 'node:crypto';
import {
  isTotpCode,
  normaliseRecoveryCode,
  RECOVERY_CODE_COUNT,
  REMEMBER_DEVICE_DAYS,
  type Role,
  SECOND_FACTOR_MESSAGES,
  SECOND_FACTOR_REQUIRED_ROLES,
  type SecondFactorStatus,
  type SecondStep,
  TOTP_PERIOD_SECONDS,
  type TotpEnrolment,
} from '@tremplin/shared';
import { and, count, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { oneTimeTokens, recoveryCodes, rememberedDevices, secondFactors, users } from '../../db/schema';
import { badRequest, forbidden, notFound, unauthorized } from '../../lib/http-errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { generateToken, hashToken, issueOneTimeToken, type Queryable } from '../../lib/tokens';
import type { Actor } from '../../plugins/access-journal';
import { mayResetSecondFactorOf } from './policies';

/** The outcome of one code: accepted, wrong, a TOTP time step already used, or a recovery code already used. */
export type CodeCheck = 'ok' | 'wrong' | 'replayed' | 'recovery-used';

const CODE_REFUSALS: Record<Exclude<CodeCheck, 'ok'>, string> = {
  wrong: SECOND_FACTOR_MESSAGES.codeWrong,
  replayed: SECOND_FACTOR_MESSAGES.codeReplayed,
  'recovery-used': SECOND_FACTOR_MESSAGES.recoveryCodeUsed,
};
export const codeRefusal = (check: Exclude<CodeCheck, 'ok'>) => CODE_REFUSALS[check];

/** Letters and digits nobody mistakes for one another (no 0/O, 1/I/L). */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newRecoveryCode = () => {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};

const REMEMBER_MS = REMEMBER_DEVICE_DAYS * 24 * 3600_000;

export function createSecondFactorService(app: FastifyInstance) {
  const db = app.db;
  const nowSeconds = () => Math.floor(app.clock.now().getTime() / 1000);

  const confirmedFactor = async (userId: number, q: Queryable = db) => {
    const [row] = await q
      .select()
      .from(secondFactors)
      .where(and(eq(secondFactors.userId, userId), isNotNull(secondFactors.confirmedAt)));
    return row ?? null;
  };

  /** The TOTP time step a code belongs to, within one step either side (a phone's clock drifts), or null. */
  const totpStep = async (secret: string, code: string): Promise<number | null> => {
    const result = await verify({
      secret,
      token: code.replace(/\s/g, ''),
      epoch: nowSeconds(),
      epochTolerance: TOTP_PERIOD_SECONDS,
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  };

  /** Accepts a TOTP code once: the account's last step moves forward in one statement, so a replay finds it taken. */
  const claimStep = async (q: Queryable, userId: number, step: number) => {
    const rows = await q
      .update(secondFactors)
      .set({ lastTimeStep: step })
      .where(
        and(
          eq(secondFactors.userId, userId),
          or(isNull(secondFactors.lastTimeStep), sql`${secondFactors.lastTimeStep} < ${step}`),
        ),
      )
      .returning({ userId: secondFactors.userId });
    return rows.length > 0;
  };

  const checkTotp = async (userId: number, secret: string, code: string): Promise<CodeCheck> => {
    const step = await totpStep(secret, code);
    if (step === null) return 'wrong';
    return (await claimStep(db, userId, step)) ? 'ok' : 'replayed';
  };

  /** Every recovery code of the account is checked (argon2id), so that a used one is told apart from a wrong one. */
  const checkRecoveryCode = async (userId: number, typed: string): Promise<CodeCheck> => {
    const code = normaliseRecoveryCode(typed);
    const rows = await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    const matches = await Promise.all(rows.map((row) => verifyPassword(row.codeHash, code)));
    const match = rows.find((_, i) => matches[i]);
    if (!match) return 'wrong';
    const used = await db
      .update(recoveryCodes)
      .set({ usedAt: app.clock.now() })
      .where(and(eq(recoveryCodes.id, match.id), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    return used.length ? 'ok' : 'recovery-used';
  };

  /** New recovery codes replace the old ones; answered once, in clear, and stored hashed. */
  const replaceRecoveryCodes = async (q: Queryable, userId: number): Promise<string[]> => {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const hashes = await Promise.all(codes.map((code) => hashPassword(normaliseRecoveryCode(code))));
    await q.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await q.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
    return codes;
  };

  const forget = async (q: Queryable, userId: number) => {
    await q.delete(secondFactors).where(eq(secondFactors.userId, userId));
    await q.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await q.delete(rememberedDevices).where(eq(rememberedDevices.userId, userId));
  };

  /** Codes are slowed per account as passwords are, under their own key: a right password never wipes them. */
  const throttled = async (userId: number, run: () => Promise<CodeCheck>): Promise<CodeCheck> => {
    const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    const key = `${(account?.email ?? String(userId)).toLowerCase()} · double authentification`;
    return app.signInThrottle.attempt(key, async () => {
      const check = await run();
      return { ok: check === 'ok', value: check };
    });
  };

  const service = {
    /** Whether this role must pass a second factor in this installation. */
    required: (role: Role) => app.config.staffSecondFactorRequired && SECOND_FACTOR_REQUIRED_ROLES.includes(role),

    /** What a sign-in with a right password still needs; null when the session may open now. */
    async stepNeeded(account: { id: number; role: Role }, deviceToken: string | undefined): Promise<SecondStep | null> {
      const factor = await confirmedFactor(account.id);
      if (!factor) return service.required(account.role) ? 'enrolement' : null;
      if (deviceToken && (await service.deviceRemembered(account.id, deviceToken))) return null;
      return 'code';
    },

    /** The step token: single use, 10 minutes (a one-time token of purpose second_factor). */
    issueStep: (userId: number) => issueOneTimeToken(db, userId, 'second_factor', app.clock.now()),

    /** The account a step token names while it is unused and fresh; it stays usable until the step succeeds. */
    async readStep(token: string): Promise<{ id: number; role: Role; email: string }> {
      const [row] = await db
        .select({ id: users.id, role: users.role, email: users.email })
        .from(oneTimeTokens)
        .innerJoin(users, eq(users.id, oneTimeTokens.userId))
        .where(
          and(
            eq(oneTimeTokens.tokenHash, hashToken(token)),
            eq(oneTimeTokens.purpose, 'second_factor'),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, app.clock.now()),
          ),
        );
      if (!row) throw unauthorized(SECOND_FACTOR_MESSAGES.stepExpired);
      return row;
    },

    /** Ends the step token once its step passed; false when a parallel request already did. */
    async endStep(q: Queryable, token: string): Promise<boolean> {
      const rows = await q
        .update(oneTimeTokens)
        .set({ usedAt: app.clock.now() })
        .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), isNull(oneTimeTokens.usedAt)))
        .returning({ id: oneTimeTokens.id });
      return rows.length > 0;
    },

    /** A code of the authenticator app or a recovery code, throttled per account. */
    async checkCode(userId: number, code: string): Promise<CodeCheck> {
      const factor = await confirmedFactor(userId);
      if (!factor) return 'wrong';
      return throttled(userId, () =>
        isTotpCode(code) ? checkTotp(userId, factor.secret, code) : checkRecoveryCode(userId, code),
      );
    },

    async status(user: { id: number; role: Role }): Promise<SecondFactorStatus> {
      const factor = await confirmedFactor(user.id);
      const [codes] = await db
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
      const [devices] = await db
        .select({ n: count() })
        .from(rememberedDevices)
        .where(and(eq(rememberedDevices.userId, user.id), gt(rememberedDevices.expiresAt, app.clock.now())));
      return {
        active: !!factor,
        obligatoire: service.required(user.role),
        codesSecoursRestants: factor ? (codes?.n ?? 0) : 0,
        appareilsRetenus: factor ? (devices?.n ?? 0) : 0,
      };
    },

    /** A new secret waiting for its first code (a previous unfinished enrolment is replaced). */
    async startEnrolment(userId: number): Promise<TotpEnrolment> {
      if (await confirmedFactor(userId)) throw badRequest(SECOND_FACTOR_MESSAGES.alreadyEnabled);
      const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      if (!account) throw notFound();
      const secret = generateSecret();
      await db
        .insert(secondFactors)
        .values({ userId, secret })
        .onConflictDoUpdate({
          target: secondFactors.userId,
          set: { secret, confirmedAt: null, lastTimeStep: null, createdAt: app.clock.now() },
        });
      const uri = generateURI({ issuer: app.config.productName, label: account.email, secret });
      const qrCode = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
      return { secret, uri, qrCode };
    },

    /**
     * The first code confirms the enrolment (same throttle as any code); answers the recovery codes, shown once.
     * `then` runs in the same transaction (the sign-in's step opens the session there).
     */
    async confirmEnrolment(userId: number, code: string, then?: (q: Queryable) => Promise<void>): Promise<string[]> {
      const [pending] = await db
        .select()
        .from(secondFactors)
        .where(and(eq(secondFactors.userId, userId), isNull(secondFactors.confirmedAt)));
      if (!pending) {
        throw badRequest(
          (await confirmedFactor(userId)) ? SECOND_FACTOR_MESSAGES.alreadyEnabled : SECOND_FACTOR_MESSAGES.noEnrolment,
        );
      }
      let step: number | null = null;
      const check = await throttled(userId, async () => {
        step = await totpStep(pending.secret, code);
        return step === null ? 'wrong' : 'ok';
      });
      if (check !== 'ok' || step === null) throw badRequest(codeRefusal(check === 'ok' ? 'wrong' : check));
      return db.transaction(async (tx) => {
        const confirmed = await tx
          .update(secondFactors)
          .set({ confirmedAt: app.clock.now(), lastTimeStep: step })
          .where(and(eq(secondFactors.userId, userId), isNull(secondFactors.confirmedAt)))
          .returning({ userId: secondFactors.userId });
        if (!confirmed.length) throw badRequest(SECOND_FACTOR_MESSAGES.alreadyEnabled);
        const codes = await replaceRecoveryCodes(tx, userId);
        await then?.(tx);
        return codes;
      });
    },

    /** Disabling asks for a code of the app; refused where the role requires a second factor. */
    async disable(user: { id: number; role: Role }, code: string): Promise<void> {
      if (service.required(user.role)) throw badRequest(SECOND_FACTOR_MESSAGES.requiredForRole);
      await service.requireCode(user.id, code);
      await db.transaction((tx) => forget(tx, user.id));
    },

    async regenerateRecoveryCodes(userId: number, code: string): Promise<string[]> {
      await service.requireCode(userId, code);
      return db.transaction((tx) => replaceRecoveryCodes(tx, userId));
    },

    /** A code of the app from a signed-in person (settings): a 400 in French when it is not right. */
    async requireCode(userId: number, code: string): Promise<void> {
      if (!(await confirmedFactor(userId))) throw badRequest(SECOND_FACTOR_MESSAGES.notEnabled);
      const check = await service.checkCode(userId, code);
      if (check !== 'ok') throw badRequest(codeRefusal(check));
    },

    /**
     * Staff's reset of someone else's second factor, journaled for her in the same transaction: the secret, recovery
     * codes and remembered devices go; the next sign-in asks again if required.
     */
    async reset(actor: Actor, userId: number): Promise<string> {
      if (!mayResetSecondFactorOf(actor, userId)) throw forbidden(SECOND_FACTOR_MESSAGES.resetOwn);
      const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      if (!account) throw notFound();
      await db.transaction(async (tx) => {
        await forget(tx, userId);
        await app.recordChange(tx, actor, 'DOUBLE_AUTHENTIFICATION_REINITIALISEE', userId);
      });
      return account.email;
    },

    /** Whether an account has a confirmed second factor (for staff screens). */
    isActive: async (userId: number) => {
      const [account] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!account) throw notFound();
      return !!(await confirmedFactor(userId));
    },

    /** Remembers this device for 30 days: answers the token for the cookie; its hash is stored. */
    async rememberDevice(q: Queryable, userId: number): Promise<{ token: string; maxAgeSeconds: number }> {
      const token = generateToken();
      await q.insert(rememberedDevices).values({
        userId,
        tokenHash: hashToken(token),
        expiresAt: new Date(app.clock.now().getTime() + REMEMBER_MS),
      });
      return { token, maxAgeSeconds: REMEMBER_MS / 1000 };
    },

    async deviceRemembered(userId: number, token: string): Promise<boolean> {
      const [row] = await db
        .select({ id: rememberedDevices.id })
        .from(rememberedDevices)
        .where(
          and(
            eq(rememberedDevices.tokenHash, hashToken(token)),
            eq(rememberedDevices.userId, userId),
            gt(rememberedDevices.expiresAt, app.clock.now()),
          ),
        );
      return !!row;
    },
  };
  return service;
}

export type SecondFactorService = ReturnType<typeof createSecondFactorService>;

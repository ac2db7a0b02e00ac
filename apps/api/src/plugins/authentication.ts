// Who is calling: 15-minute JWT access tokens (fast-jwt with its verified-token cache) and rotating refresh tokens.
// An access token also carries its account's session generation: ending the sessions bumps it and ends the token.
import { randomUUID } from 'node:crypto';
import jwt from '@fastify/jwt';
import { ACCESS_MESSAGES, MESSAGES, type Role, roleSchema } from '@tremplin/shared';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { refreshTokens, rememberedDevices, users } from '../db/schema';
import { unauthorized } from '../lib/http-errors';
import { createSessionGenerations } from '../lib/session-generations';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  bearerToken,
  generateToken,
  hashToken,
  type Queryable,
  REFRESH_TOKEN_TTL_MS,
} from '../lib/tokens';

/** The signed-in caller, as the access token says. */
export interface AuthUser {
  id: number;
  role: Role;
}

/** Claims of an access token. */
export interface AccessTokenClaims {
  sub: string;
  role: Role;
  /** The account's session generation when the token was signed. */
  gen: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessTokenClaims;
    /** Set by app.authenticate (and so on every route whose declaration names roles); null on public routes. */
    user: AuthUser;
  }
}

/** What an access token says: its user and expiry (ms since the epoch), or why it is refused. */
export type AccessTokenReading =
  | { ok: true; user: AuthUser; expiresAt: number }
  | { ok: false; reason: 'expired' | 'invalid' | 'ended' };

export interface SessionTokens {
  token: string;
  refreshToken: string;
}

export interface Sessions {
  /** The user an access token names, or null when it is invalid, expired or its session ended. */
  verifyAccessToken(token: string): Promise<AuthUser | null>;
  /** Like verifyAccessToken, with the expiry, for holders of a long-lived connection that must end with the token. */
  readAccessToken(token: string): Promise<AccessTokenReading>;
  /** Starts a session (a new refresh-token family) after a successful sign-in. */
  open(user: AuthUser, db?: Queryable): Promise<SessionTokens>;
  /**
   * Uses a refresh token once and answers its successor with a new access token. A token used a second time means it
   * leaked: its whole family is revoked, the account's access tokens end (as at logout) and null answered; null too when it is unknown, revoked, expired, or its
   * account was deactivated.
   */
  rotate(refreshToken: string): Promise<(SessionTokens & { user: AuthUser }) | null>;
  /** Logout: revokes the family of a refresh token and ends the account's access tokens (unknown tokens are ignored). */
  close(refreshToken: string): Promise<void>;
  /**
   * Ends an account's sessions (password reset or change, deactivation, role change, deletion): its access tokens at
   * once, and every refresh token except the family of `keepRefreshToken` when given (the session that changed the
   * password stays signed in, through a refresh).
   */
  revokeUser(userId: number, db?: Queryable, keepRefreshToken?: string): Promise<void>;
  /** Runs on every API process once an account's sessions ended (its transaction committed). */
  onEnded(handler: (userId: number) => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Requires a valid bearer access token and sets request.user; otherwise 401 in French. Usable as onRequest. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** On public routes: the caller a valid bearer token names, or null (an invalid or ended token counts as none). */
    optionalUser(request: FastifyRequest): Promise<AuthUser | null>;
    sessions: Sessions;
  }
}

export const authenticationPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(jwt, {
      secret: app.config.jwtSecret,
      // @fastify/jwt reads a number as seconds.
      sign: { algorithm: 'HS256', expiresIn: ACCESS_TOKEN_TTL_SECONDS },
      // fast-jwt keeps verified tokens (until they expire), so a repeated token costs a lookup, not an HMAC.
      verify: { algorithms: ['HS256'], cache: 10_000 },
    });

    const endedHandlers: Array<(userId: number) => void> = [];
    const generations = await createSessionGenerations(app.database, (userId) => {
      for (const handler of endedHandlers) handler(userId);
    });
    app.addHook('onClose', () => generations.close());

    const readAccessToken = async (token: string): Promise<AccessTokenReading> => {
      let claims: AccessTokenClaims & { exp: number };
      try {
        claims = app.jwt.verify<AccessTokenClaims & { exp: number }>(token);
      } catch (error) {
        // fast-jwt checks the signature before the claims, so only a genuine token can be reported expired.
        const expired = (error as { code?: unknown } | null)?.code === 'FAST_JWT_EXPIRED';
        return { ok: false, reason: expired ? 'expired' : 'invalid' };
      }
      const id = Number(claims.sub);
      const role = roleSchema.safeParse(claims.role);
      if (
        !Number.isSafeInteger(id) ||
        id <= 0 ||
        !role.success ||
        typeof claims.exp !== 'number' ||
        !Number.isSafeInteger(claims.gen)
      ) {
        return { ok: false, reason: 'invalid' };
      }
      if (!(await generations.isCurrent(id, claims.gen))) return { ok: false, reason: 'ended' };
      return { ok: true, user: { id, role: role.data }, expiresAt: claims.exp * 1000 };
    };
    const verifyAccessToken = async (token: string): Promise<AuthUser | null> => {
      const reading = await readAccessToken(token);
      return reading.ok ? reading.user : null;
    };

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw unauthorized(ACCESS_MESSAGES.signInRequired);
      const reading = await readAccessToken(token);
      if (!reading.ok)
        throw unauthorized(reading.reason === 'ended' ? MESSAGES.sessionEnded : MESSAGES.unauthenticated);
      request.user = reading.user;
    });
    app.decorate('optionalUser', (request: FastifyRequest) => {
      const token = bearerToken(request.headers.authorization);
      return token ? verifyAccessToken(token) : Promise.resolve(null);
    });

    const db: Database = app.db;
    const signAccessToken = (user: AuthUser, generation: number) =>
      app.jwt.sign({ sub: String(user.id), role: user.role, gen: generation });

    const insertRefreshToken = async (q: Queryable, userId: number, familyId: string) => {
      const refreshToken = generateToken();
      const [row] = await q
        .insert(refreshTokens)
        .values({
          userId,
          familyId,
          tokenHash: hashToken(refreshToken),
          expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
        })
        .returning({ id: refreshTokens.id });
      return { refreshToken, id: row!.id };
    };

    const revokeFamily = (q: Queryable, familyId: string) =>
      q
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));

    const sessions: Sessions = {
      verifyAccessToken,
      readAccessToken,

      async open(user, q = db) {
        // Read from the database, not the cache: a bump on another process may not have been announced yet.
        const [account] = await q
          .select({ generation: users.sessionGeneration })
          .from(users)
          .where(eq(users.id, user.id));
        const { refreshToken } = await insertRefreshToken(q, user.id, randomUUID());
        return { token: signAccessToken(user, account?.generation ?? 0), refreshToken };
      },

      rotate: (presented) =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .select()
            .from(refreshTokens)
            .where(eq(refreshTokens.tokenHash, hashToken(presented)))
            .for('update');
          if (!row || row.revokedAt) return null;
          if (row.usedAt) {
            // A replay means the token leaked: the family ends, and with it, as at logout, the access tokens already
            // minted from it (the thief's included), on every process.
            app.log.warn(
              { userId: row.userId, familyId: row.familyId },
              'jeton de renouvellement réutilisé : sa famille est révoquée',
            );
            await revokeFamily(tx, row.familyId);
            await generations.bump(row.userId, tx);
            return null;
          }
          if (row.expiresAt.getTime() <= Date.now()) return null;
          const [account] = await tx
            .select({ id: users.id, role: users.role, active: users.active, generation: users.sessionGeneration })
            .from(users)
            .where(eq(users.id, row.userId));
          if (!account?.active) {
            await revokeFamily(tx, row.familyId);
            return null;
          }
          const next = await insertRefreshToken(tx, account.id, row.familyId);
          await tx
            .update(refreshTokens)
            .set({ usedAt: new Date(), replacedBy: next.id })
            .where(eq(refreshTokens.id, row.id));
          const user = { id: account.id, role: account.role };
          return { user, token: signAccessToken(user, account.generation), refreshToken: next.refreshToken };
        }),

      async close(presented) {
        const [row] = await db
          .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, hashToken(presented)));
        if (!row) return;
        await db.transaction(async (tx) => {
          await revokeFamily(tx, row.familyId);
          await generations.bump(row.userId, tx);
        });
      },

      async revokeUser(userId, q = db, keepRefreshToken) {
        const [kept] = keepRefreshToken
          ? await q
              .select({ familyId: refreshTokens.familyId })
              .from(refreshTokens)
              .where(and(eq(refreshTokens.tokenHash, hashToken(keepRefreshToken)), eq(refreshTokens.userId, userId)))
          : [];
        await q
          .update(refreshTokens)
          .set({ revokedAt: new Date() })
          .where(
            and(
              eq(refreshTokens.userId, userId),
              isNull(refreshTokens.revokedAt),
              kept ? ne(refreshTokens.familyId, kept.familyId) : undefined,
            ),
          );
        // A device remembered for the second factor asks for a code again (a password change or reset among others).
        await q.delete(rememberedDevices).where(eq(rememberedDevices.userId, userId));
        await generations.bump(userId, q);
      },

      onEnded: (handler) => void endedHandlers.push(handler),
    };
    app.decorate('sessions', sessions);
  },
  { name: 'authentication' },
);

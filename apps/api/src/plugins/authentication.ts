// Who is calling: 15-minute JWT access tokens (fast-jwt with its verified-token cache) and rotating refresh tokens.
import { randomUUID } from 'node:crypto';
import jwt from '@fastify/jwt';
import { ACCESS_MESSAGES, MESSAGES, type Role, roleSchema } from '@tremplin/shared';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { refreshTokens, users } from '../db/schema';
import { unauthorized } from '../lib/http-errors';
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
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessTokenClaims;
    /** Set by app.authenticate (and so on every route the permission table protects); null on public routes. */
    user: AuthUser;
  }
}

/** What an access token says: its user and expiry (ms since the epoch), or why it is refused. */
export type AccessTokenReading =
  | { ok: true; user: AuthUser; expiresAt: number }
  | { ok: false; reason: 'expired' | 'invalid' };

export interface SessionTokens {
  token: string;
  refreshToken: string;
}

export interface Sessions {
  /** Signs a 15-minute access token. */
  signAccessToken(user: AuthUser): string;
  /** The user an access token names, or null when it is invalid or expired. */
  verifyAccessToken(token: string): AuthUser | null;
  /** Like verifyAccessToken, with the expiry, for holders of a long-lived connection that must end with the token. */
  readAccessToken(token: string): AccessTokenReading;
  /** Starts a session (a new refresh-token family) after a successful sign-in. */
  open(user: AuthUser, db?: Queryable): Promise<SessionTokens>;
  /**
   * Uses a refresh token once and answers its successor with a new access token. A token used a second time means it
   * leaked: its whole family is revoked and null answered; null too when it is unknown, revoked, expired, or its
   * account was deactivated.
   */
  rotate(refreshToken: string): Promise<(SessionTokens & { user: AuthUser }) | null>;
  /** Logout: revokes the family of a refresh token (unknown tokens are ignored). */
  close(refreshToken: string): Promise<void>;
  /**
   * Revokes every refresh token of an account (password reset or change, deactivation), except the family of
   * `keepRefreshToken` when given (the session that changed the password stays signed in).
   */
  revokeUser(userId: number, db?: Queryable, keepRefreshToken?: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Requires a valid bearer access token and sets request.user; otherwise 401 in French. Usable as onRequest. */
    authenticate(request: FastifyRequest): Promise<void>;
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

    const readAccessToken = (token: string): AccessTokenReading => {
      try {
        const claims = app.jwt.verify<AccessTokenClaims & { exp: number }>(token);
        const id = Number(claims.sub);
        const role = roleSchema.safeParse(claims.role);
        if (!Number.isSafeInteger(id) || id <= 0 || !role.success || typeof claims.exp !== 'number') {
          return { ok: false, reason: 'invalid' };
        }
        return { ok: true, user: { id, role: role.data }, expiresAt: claims.exp * 1000 };
      } catch (error) {
        // fast-jwt checks the signature before the claims, so only a genuine token can be reported expired.
        const expired = (error as { code?: unknown } | null)?.code === 'FAST_JWT_EXPIRED';
        return { ok: false, reason: expired ? 'expired' : 'invalid' };
      }
    };
    const verifyAccessToken = (token: string): AuthUser | null => {
      const reading = readAccessToken(token);
      return reading.ok ? reading.user : null;
    };

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw unauthorized(ACCESS_MESSAGES.signInRequired);
      const user = verifyAccessToken(token);
      if (!user) throw unauthorized(MESSAGES.unauthenticated);
      request.user = user;
    });

    const db: Database = app.db;
    const signAccessToken = (user: AuthUser) => app.jwt.sign({ sub: String(user.id), role: user.role });

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
      signAccessToken,
      verifyAccessToken,
      readAccessToken,

      async open(user, q = db) {
        const { refreshToken } = await insertRefreshToken(q, user.id, randomUUID());
        return { token: signAccessToken(user), refreshToken };
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
            app.log.warn({ userId: row.userId, familyId: row.familyId }, 'refresh token reused: family revoked');
            await revokeFamily(tx, row.familyId);
            return null;
          }
          if (row.expiresAt.getTime() <= Date.now()) return null;
          const [account] = await tx
            .select({ id: users.id, role: users.role, active: users.active })
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
          return { user, token: signAccessToken(user), refreshToken: next.refreshToken };
        }),

      async close(presented) {
        const [row] = await db
          .select({ familyId: refreshTokens.familyId })
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, hashToken(presented)));
        if (row) await revokeFamily(db, row.familyId);
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
      },
    };
    app.decorate('sessions', sessions);
  },
  { name: 'authentication' },
);

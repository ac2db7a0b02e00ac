// Opaque random tokens, stored as SHA-256 hashes only; single-use tokens for confirmation, reset and LinkedIn.
import { createHash, randomBytes } from 'node:crypto';
import { ACCOUNT_INVITATION_VALID_DAYS } from '@tremplin/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type OneTimeTokenPurpose, oneTimeTokens } from '../db/schema';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600_000;
export const ONE_TIME_TOKEN_TTL_MS: Record<OneTimeTokenPurpose, number> = {
  confirmation: 48 * 3600_000,
  reset: 3600_000,
  linkedin: 2 * 60_000,
  // The link of a self-deletion e-mail: the account is erased anyway once the grace period ends.
  erasure: 30 * 24 * 3600_000,
  // An account opened by staff: the person chooses a password within ACCOUNT_INVITATION_VALID_DAYS.
  invitation: ACCOUNT_INVITATION_VALID_DAYS * 24 * 3600_000,
  // Between a right password and the second factor's code.
  second_factor: 10 * 60_000,
};

/** 256 random bits, URL-safe. */
export const generateToken = () => randomBytes(32).toString('base64url');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Anything a transaction or the database itself can run queries on. */
export type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/**
 * Creates a single-use token for a user; only its hash is stored. Earlier unused tokens of that purpose stay valid.
 * `now` is the time it is issued at (the app's clock where a rule depends on it; the system's otherwise).
 */
export async function issueOneTimeToken(
  db: Queryable,
  userId: number,
  purpose: OneTimeTokenPurpose,
  now: Date = new Date(),
): Promise<string> {
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + ONE_TIME_TOKEN_TTL_MS[purpose]);
  await db.insert(oneTimeTokens).values({ userId, purpose, tokenHash: hashToken(token), expiresAt });
  return token;
}

/** Uses a token once: answers its user id, or null when it is unknown, used, expired or meant for something else. */
export async function consumeOneTimeToken(
  db: Queryable,
  token: string,
  purpose: OneTimeTokenPurpose,
  now: Date = new Date(),
): Promise<number | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId ?? null;
}

/**
 * Voids every outstanding token of a purpose for an account: a password set by any means ends the other reset links,
 * so an older e-mail found later opens nothing.
 */
export async function voidOneTimeTokens(
  db: Queryable,
  userId: number,
  purpose: OneTimeTokenPurpose,
  now: Date = new Date(),
): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
}

/** Reads a bearer token from an Authorization header. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

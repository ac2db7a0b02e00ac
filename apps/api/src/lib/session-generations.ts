// Per-account session generation: an access token carries the generation its account had when it was signed, and
// ending the account's sessions (logout, password change or reset, deactivation, role change, deletion) bumps it,
// so every token issued before is refused at once. The check reads a per-process memory cache; a bump NOTIFYs
// SESSION_CHANNEL (at commit), and every process forgets that account's entry. A LISTEN connection that was cut
// lost notifications, so it forgets everything. Only a cache miss costs a query.
import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { users } from '../db/schema';
import type { Queryable } from './tokens';

export const SESSION_CHANNEL = 'tremplin_sessions';
/** Accounts kept in memory per process; the oldest entries go first beyond it. */
const MAX_ENTRIES = 50_000;

export interface SessionGenerations {
  /** Whether a token of this generation is still current: a boolean from memory, a promise after a miss. */
  isCurrent(userId: number, generation: number): boolean | Promise<boolean>;
  /** The generation new tokens of the account carry (null: no such account). */
  current(userId: number): Promise<number | null>;
  /** Ends every access token of the account; NOTIFY goes with `q`'s transaction. */
  bump(userId: number, q: Queryable): Promise<void>;
  close(): Promise<void>;
}

export async function createSessionGenerations(
  database: DatabaseHandle,
  /** Called on every process when an account's sessions ended, once the bump committed. */
  onEnded: (userId: number) => void,
): Promise<SessionGenerations> {
  const { db } = database;
  /** null: the account does not exist (deleted). */
  const cache = new Map<number, number | null>();
  // Counts invalidations, so that a load that overlapped one does not store what it read before it.
  let invalidations = 0;

  const forget = (userId: number) => {
    invalidations++;
    cache.delete(userId);
  };
  const forgetAll = () => {
    invalidations++;
    cache.clear();
  };

  const unlisten = await database.listen(
    SESSION_CHANNEL,
    (payload) => {
      const userId = Number(payload);
      if (!Number.isSafeInteger(userId)) return;
      forget(userId);
      onEnded(userId);
    },
    forgetAll,
  );

  const load = async (userId: number): Promise<number | null> => {
    const seen = invalidations;
    const [row] = await db.select({ generation: users.sessionGeneration }).from(users).where(eq(users.id, userId));
    const generation = row ? row.generation : null;
    if (seen === invalidations) {
      if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as number);
      cache.set(userId, generation);
    }
    return generation;
  };

  const current = (userId: number) => {
    const cached = cache.get(userId);
    return cached !== undefined ? Promise.resolve(cached) : load(userId);
  };

  return {
    isCurrent(userId, generation) {
      const cached = cache.get(userId);
      if (cached !== undefined) return cached === generation;
      return load(userId).then((found) => found === generation);
    },
    current,
    async bump(userId, q) {
      // Forgotten before and after: a load that raced the update cannot keep the old value past the NOTIFY.
      forget(userId);
      await q
        .update(users)
        .set({ sessionGeneration: sql`${users.sessionGeneration} + 1` })
        .where(eq(users.id, userId));
      await q.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${String(userId)})`);
      forget(userId);
    },
    close: () => unlisten(),
  };
}

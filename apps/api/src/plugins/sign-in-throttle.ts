// Sign-in attempts on one account slow down instead of locking it: after a few failures every further attempt on
// that account waits a little longer (doubling, capped), whatever address it comes from, and the bot check stays
// required; the right password still opens the account, even from a fresh address, and wipes the slate. Addresses
// are limited separately (rate-limits.ts).
//
// Each attempt is counted in the database as it arrives, before its password is checked (one atomic upsert that also
// reserves its turn), so parallel guesses cannot all read the same small count: they queue up, on every process.
// Within a process, attempts on one account also run one after the other, each after the previous one ended, so 30
// parallel guesses take as long as 30 sequential ones.
import { and, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { signInAttempts } from '../db/schema';

/** Failures allowed before attempts start waiting. */
const FREE_FAILURES = 3;
/** Failures are forgotten this long after the last attempt. */
const WINDOW_MS = 15 * 60_000;
/** One attempt in this many also deletes the rows of addresses forgotten since. */
const SWEEP_EVERY = 200;

export interface ThrottledAccount {
  email: string;
  echecs: number;
  dernierEchec: string;
  /** How long the next attempt on the account waits. */
  attenteSecondes: number;
}

export interface SignInThrottle {
  /**
   * Runs one attempt in its turn: counted first, then checked once the account's earlier attempts ended and its wait
   * passed. `check` answers whether the password was right; a success wipes the slate.
   */
  attempt<T>(email: string, check: () => Promise<{ ok: boolean; value: T }>): Promise<T>;
  /** Accounts whose attempts currently wait, most failures first (for staff). */
  throttled(): Promise<ThrottledAccount[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    signInThrottle: SignInThrottle;
  }
}

export const signInThrottlePlugin = fp(
  async (app: FastifyInstance) => {
    const baseDelayMs = app.config.signInDelayMs;
    const maxDelayMs = app.config.signInMaxDelayMs;
    const key = (email: string) => email.trim().toLowerCase();
    /** The wait of an attempt that follows `failures` failures. */
    const delayFor = (failures: number) =>
      failures < FREE_FAILURES ? 0 : Math.min(baseDelayMs * 2 ** (failures - FREE_FAILURES), maxDelayMs);
    const delaySql = (failures: ReturnType<typeof sql>) =>
      sql`(case when ${failures} < ${FREE_FAILURES} then 0
        else least(${baseDelayMs}::float8 * power(2, ${failures} - ${FREE_FAILURES}), ${maxDelayMs}) end)
        * interval '1 millisecond'`;

    /** The tail of each account's attempts in this process: the next one starts when it settles. */
    const queues = new Map<string, Promise<void>>();
    let attempts = 0;

    /** Counts the attempt and reserves its turn; answers how long to wait for it. */
    async function reserve(email: string): Promise<number> {
      const stale = sql`${signInAttempts.lastAttemptAt} < now() - ${WINDOW_MS} * interval '1 millisecond'`;
      const prior = sql`(case when ${stale} then 0 else ${signInAttempts.failures} end)`;
      // This attempt's turn: not before the account's reserved horizon, nor before its own wait from now.
      const turn = sql`greatest(case when ${stale} then now() else ${signInAttempts.nextAttemptAt} end,
        now() + ${delaySql(prior)})`;
      const [row] = await app.db
        .insert(signInAttempts)
        .values({ email, failures: 1, lastAttemptAt: sql`now()`, nextAttemptAt: sql`now() + ${delaySql(sql`1`)}` })
        .onConflictDoUpdate({
          target: signInAttempts.email,
          set: {
            failures: sql`${prior} + 1`,
            lastAttemptAt: sql`now()`,
            nextAttemptAt: sql`${turn} + ${delaySql(sql`${prior} + 1`)}`,
          },
        })
        .returning({
          failures: signInAttempts.failures,
          waitMs: sql<number>`greatest(0, extract(epoch from (${signInAttempts.nextAttemptAt} - now())) * 1000)`,
        });
      // The horizon is this turn plus the next attempt's wait: what is left of it, less that wait, is this one's.
      return Math.max(0, Number(row?.waitMs ?? 0) - delayFor(row?.failures ?? 0));
    }

    const sweep = () =>
      app.db
        .delete(signInAttempts)
        .where(lt(signInAttempts.lastAttemptAt, sql`now() - ${WINDOW_MS} * interval '1 millisecond'`))
        .catch((err) => app.log.warn({ err }, 'nettoyage des tentatives de connexion en échec'));

    const throttle: SignInThrottle = {
      async attempt(email, check) {
        const k = key(email);
        const previous = queues.get(k) ?? Promise.resolve();
        let done!: () => void;
        const mine = new Promise<void>((resolve) => {
          done = resolve;
        });
        const tail = previous.then(() => mine);
        queues.set(k, tail);
        try {
          await previous;
          const wait = await reserve(k);
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          const result = await check();
          if (result.ok) await app.db.delete(signInAttempts).where(eq(signInAttempts.email, k));
          return result.value;
        } finally {
          done();
          if (queues.get(k) === tail) queues.delete(k);
          if (++attempts % SWEEP_EVERY === 0) void sweep();
        }
      },

      async throttled() {
        const rows = await app.db
          .select()
          .from(signInAttempts)
          .where(
            and(
              gte(signInAttempts.failures, FREE_FAILURES),
              gt(signInAttempts.lastAttemptAt, sql`now() - ${WINDOW_MS} * interval '1 millisecond'`),
            ),
          )
          .orderBy(desc(signInAttempts.failures))
          .limit(200);
        return rows.map((row) => ({
          email: row.email,
          echecs: row.failures,
          dernierEchec: row.lastAttemptAt.toISOString(),
          attenteSecondes: delayFor(row.failures) / 1000,
        }));
      },
    };
    app.decorate('signInThrottle', throttle);
  },
  { name: 'sign-in-throttle' },
);

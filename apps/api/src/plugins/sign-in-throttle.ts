// Sign-in attempts on one account slow down instead of locking it: after a few failures every further attempt on
// that account waits a little longer (doubling, capped), whatever address it comes from, and the bot check stays
// required; the right password still opens the account, even from a fresh address, and wipes the slate. Addresses
// are limited separately (rate-limits.ts). Counters live in this process's memory, like the address limits.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Failures allowed before attempts start waiting. */
const FREE_FAILURES = 3;
const MAX_DELAY_MS = 8_000;
/** Failures are forgotten this long after the last one. */
const WINDOW_MS = 15 * 60_000;
const MAX_ACCOUNTS = 10_000;

export interface ThrottledAccount {
  email: string;
  echecs: number;
  dernierEchec: string;
  /** How long the next attempt on the account waits. */
  attenteSecondes: number;
}

export interface SignInThrottle {
  /** Waits as long as the account's failures ask before an attempt is checked. */
  wait(email: string): Promise<void>;
  failed(email: string): void;
  succeeded(email: string): void;
  /** Accounts whose attempts currently wait, most failures first (for staff). */
  throttled(): ThrottledAccount[];
}

declare module 'fastify' {
  interface FastifyInstance {
    signInThrottle: SignInThrottle;
  }
}

export const signInThrottlePlugin = fp(
  async (app: FastifyInstance) => {
    const baseDelayMs = app.config.signInDelayMs;
    const failures = new Map<string, { count: number; last: number }>();
    const key = (email: string) => email.trim().toLowerCase();
    const current = (email: string) => {
      const entry = failures.get(key(email));
      if (entry && Date.now() - entry.last > WINDOW_MS) {
        failures.delete(key(email));
        return undefined;
      }
      return entry;
    };
    const delayFor = (count: number) =>
      count < FREE_FAILURES ? 0 : Math.min(baseDelayMs * 2 ** (count - FREE_FAILURES), MAX_DELAY_MS);

    const throttle: SignInThrottle = {
      async wait(email) {
        const delay = delayFor(current(email)?.count ?? 0);
        if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      },
      failed(email) {
        const entry = current(email);
        if (!entry && failures.size >= MAX_ACCOUNTS) failures.delete(failures.keys().next().value as string);
        failures.set(key(email), { count: (entry?.count ?? 0) + 1, last: Date.now() });
      },
      succeeded(email) {
        failures.delete(key(email));
      },
      throttled() {
        return [...failures.keys()]
          .map((email) => ({ email, entry: current(email) }))
          .filter(({ entry }) => entry && delayFor(entry.count) > 0)
          .map(({ email, entry }) => ({
            email,
            echecs: entry!.count,
            dernierEchec: new Date(entry!.last).toISOString(),
            attenteSecondes: delayFor(entry!.count) / 1000,
          }))
          .sort((a, b) => b.echecs - a.echecs);
      },
    };
    app.decorate('signInThrottle', throttle);
  },
  { name: 'sign-in-throttle' },
);

// Abuse limits on the account calls, per address (IP) and per account e-mail, answered 429 in French.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../lib/http-errors';

export interface LimitRule {
  max: number;
  /** Milliseconds. */
  timeWindow: number;
}

export interface AttemptLimit {
  perAddress: LimitRule;
  /** Keyed by the body's `email`; absent when the call names no account. */
  perAccount?: LimitRule;
}

export type AttemptLimitName = 'signIn' | 'passwordReset' | 'registration' | 'confirmation';

const MINUTE = 60_000;

/** Generous for a person (and for a test file signing in a dozen accounts), tight for a script. */
export const DEFAULT_ATTEMPT_LIMITS: Record<AttemptLimitName, AttemptLimit> = {
  // An account's sign-ins are slowed rather than refused (sign-in-throttle.ts): a count per account would let anyone
  // lock its owner out.
  signIn: { perAddress: { max: 60, timeWindow: 5 * MINUTE } },
  passwordReset: { perAddress: { max: 20, timeWindow: 15 * MINUTE }, perAccount: { max: 5, timeWindow: 60 * MINUTE } },
  registration: { perAddress: { max: 20, timeWindow: 60 * MINUTE }, perAccount: { max: 5, timeWindow: 60 * MINUTE } },
  confirmation: { perAddress: { max: 30, timeWindow: 15 * MINUTE } },
};

export interface AttemptLimits {
  /** A preHandler (after body validation) counting the attempt and refusing it with 429 past a limit. */
  guard(name: AttemptLimitName): preHandlerAsyncHookHandler;
}

declare module 'fastify' {
  interface FastifyInstance {
    attemptLimits: AttemptLimits;
  }
}

type Limiter = (request: FastifyRequest) => Promise<{ isExceeded?: boolean; ttlInSeconds?: number }>;

export const rateLimitsPlugin = fp(
  async (app: FastifyInstance, options: { limits?: Partial<Record<AttemptLimitName, AttemptLimit>> }) => {
    // In-memory counters; a shared store (Redis) is the step when the API runs on several machines.
    await app.register(rateLimit, { global: false });
    const settings = { ...DEFAULT_ATTEMPT_LIMITS, ...options.limits };
    const scaled = (rule: LimitRule): LimitRule => ({ ...rule, max: Math.ceil(rule.max * app.config.rateLimitScale) });

    const accountOf = (request: FastifyRequest) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return typeof email === 'string' && email ? email.trim().toLowerCase() : undefined;
    };

    const limiters = new Map<AttemptLimitName, { address: Limiter; account?: Limiter }>();
    for (const [name, limit] of Object.entries(settings) as [AttemptLimitName, AttemptLimit][]) {
      const address = app.createRateLimit({
        ...scaled(limit.perAddress),
        keyGenerator: (request) => `${name}:ip:${request.ip}`,
      }) as Limiter;
      const account = limit.perAccount
        ? (app.createRateLimit({
            ...scaled(limit.perAccount),
            keyGenerator: (request) => `${name}:account:${accountOf(request) ?? ''}`,
          }) as Limiter)
        : undefined;
      limiters.set(name, { address, account });
    }

    app.decorate('attemptLimits', {
      guard(name) {
        const limiter = limiters.get(name);
        if (!limiter) throw new Error(`Unknown attempt limit: ${name}`);
        return async (request, reply) => {
          const results = [await limiter.address(request)];
          if (limiter.account && accountOf(request)) results.push(await limiter.account(request));
          const exceeded = results.find((r) => r.isExceeded);
          if (exceeded) {
            reply.header('retry-after', String(exceeded.ttlInSeconds ?? 60));
            throw tooManyRequests();
          }
        };
      },
    });
  },
  { name: 'rate-limits' },
);

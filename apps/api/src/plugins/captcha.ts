// Bot protection: ALTCHA proof of work by default, reCAPTCHA v3 when configured, none outside production.
import { AUTH_MESSAGES, type CaptchaChallenge } from '@tremplin/shared';
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-errors';

export interface BotCheckContext {
  ip: string;
  /** What the answer protects (reCAPTCHA v3 actions), e.g. 'connexion'. */
  action: string;
}

/** One bot-protection provider. */
export interface BotCheck {
  readonly provider: CaptchaChallenge['provider'];
  challenge(): Promise<CaptchaChallenge>;
  verify(answer: string | undefined, context: BotCheckContext): Promise<boolean>;
}

export interface AltchaDifficulty {
  /** PBKDF2 iterations per attempt. */
  cost: number;
  /** The solution's counter is drawn between these: the expected number of attempts. */
  counterMin: number;
  counterMax: number;
  /** How long a challenge may be answered. */
  ttlSeconds: number;
}

/** About a second of work in a browser with the widget's workers. */
export const ALTCHA_DIFFICULTY: AltchaDifficulty = {
  cost: 1_000,
  counterMin: 2_000,
  counterMax: 6_000,
  ttlSeconds: 600,
};
/** Test runs solve challenges in milliseconds. */
export const ALTCHA_TEST_DIFFICULTY: AltchaDifficulty = { cost: 1, counterMin: 10, counterMax: 100, ttlSeconds: 600 };

/** Self-hosted ALTCHA v2: signed challenges, solutions checked against the signed key, replays refused. */
export class AltchaCheck implements BotCheck {
  readonly provider = 'altcha' as const;
  /** Signatures of challenges already answered, until they expire (answers are single use). */
  private readonly used = new Map<string, number>();

  constructor(
    private readonly hmacKey: string,
    private readonly keySignatureKey: string,
    private readonly difficulty: AltchaDifficulty,
  ) {}

  async challenge(): Promise<CaptchaChallenge> {
    const { cost, counterMin, counterMax, ttlSeconds } = this.difficulty;
    const challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost,
      counter: randomInt(counterMax, counterMin),
      deriveKey,
      expiresAt: Math.floor(Date.now() / 1000) + ttlSeconds,
      hmacSignatureSecret: this.hmacKey,
      hmacKeySignatureSecret: this.keySignatureKey,
    });
    return { provider: 'altcha', parameters: { ...challenge.parameters }, signature: challenge.signature };
  }

  async verify(answer: string | undefined): Promise<boolean> {
    const payload = parseAltchaPayload(answer);
    if (!payload?.challenge.signature) return false;
    let verified = false;
    try {
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: this.hmacKey,
        hmacKeySignatureSecret: this.keySignatureKey,
      });
      verified = result.verified;
    } catch {
      verified = false;
    }
    if (!verified) return false;
    return this.markUsed(payload.challenge.signature, payload.challenge.parameters.expiresAt);
  }

  /** False when the signature was already used; remembers it until the challenge expires. */
  private markUsed(signature: string, expiresAt: number | undefined): boolean {
    const now = Date.now();
    if (this.used.size > 1_000) {
      for (const [key, until] of this.used) if (until <= now) this.used.delete(key);
    }
    const until = this.used.get(signature);
    if (until !== undefined && until > now) return false;
    this.used.set(signature, (expiresAt ?? now / 1000 + this.difficulty.ttlSeconds) * 1000);
    return true;
  }
}

/** The widget sends base64(JSON({ challenge, solution })); a JSON string is accepted too. */
function parseAltchaPayload(answer: string | undefined): { challenge: Challenge; solution: Solution } | null {
  if (!answer) return null;
  for (const text of [answer, Buffer.from(answer, 'base64').toString('utf8')]) {
    try {
      const value = JSON.parse(text) as { challenge?: Challenge; solution?: Solution };
      if (value?.challenge?.parameters && value.solution && typeof value.solution === 'object') {
        return { challenge: value.challenge, solution: value.solution };
      }
    } catch {
      // try the next reading
    }
  }
  return null;
}

const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
export const RECAPTCHA_MIN_SCORE = 0.5;

/** reCAPTCHA v3: the token is checked with Google; a score of 0.5 or more and the expected action pass. */
export class RecaptchaCheck implements BotCheck {
  readonly provider = 'recaptcha' as const;

  constructor(
    private readonly secret: string,
    private readonly siteKey: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async challenge(): Promise<CaptchaChallenge> {
    return { provider: 'recaptcha', siteKey: this.siteKey };
  }

  async verify(answer: string | undefined, context: BotCheckContext): Promise<boolean> {
    if (!answer) return false;
    try {
      const response = await this.fetchImpl(RECAPTCHA_VERIFY_URL, {
        method: 'POST',
        body: new URLSearchParams({ secret: this.secret, response: answer, remoteip: context.ip }),
        signal: AbortSignal.timeout(5_000),
      });
      if (!response.ok) return false;
      const result = (await response.json()) as { success?: boolean; score?: number; action?: string };
      return (
        result.success === true &&
        (result.score ?? 0) >= RECAPTCHA_MIN_SCORE &&
        (!result.action || result.action === context.action)
      );
    } catch {
      return false;
    }
  }
}

/** Protection off (CAPTCHA_PROVIDER=none, refused in production by the configuration). */
export class NoBotCheck implements BotCheck {
  readonly provider = 'none' as const;
  async challenge(): Promise<CaptchaChallenge> {
    return { provider: 'none' };
  }
  async verify(): Promise<boolean> {
    return true;
  }
}

export interface Captcha {
  readonly provider: BotCheck['provider'];
  challenge(): Promise<CaptchaChallenge>;
  verify(answer: string | undefined, context: BotCheckContext): Promise<boolean>;
  /** A preHandler refusing the request (400) unless its body's `captcha` field passes. */
  check(action: string): preHandlerAsyncHookHandler;
}

declare module 'fastify' {
  interface FastifyInstance {
    captcha: Captcha;
  }
}

export const captchaPlugin = fp(
  async (app: FastifyInstance, options: { botCheck?: BotCheck }) => {
    const { captcha: settings, env } = app.config;
    let botCheck = options.botCheck;
    if (!botCheck) {
      if (settings.provider === 'none') botCheck = new NoBotCheck();
      else if (settings.provider === 'recaptcha') {
        if (!settings.recaptchaSecret || !settings.recaptchaSiteKey) {
          throw new Error('Configuration invalide :\n  RECAPTCHA_SECRET et RECAPTCHA_SITE_KEY sont nécessaires.');
        }
        botCheck = new RecaptchaCheck(settings.recaptchaSecret, settings.recaptchaSiteKey);
      } else {
        botCheck = new AltchaCheck(
          settings.altchaKey,
          `${settings.altchaKey}:derived-key`,
          env === 'test' ? ALTCHA_TEST_DIFFICULTY : ALTCHA_DIFFICULTY,
        );
      }
    }
    const check = botCheck;
    app.decorate('captcha', {
      provider: check.provider,
      challenge: () => check.challenge(),
      verify: (answer, context) => check.verify(answer, context),
      check(action: string): preHandlerAsyncHookHandler {
        return async (request: FastifyRequest) => {
          const body = request.body as { captcha?: unknown } | undefined;
          const answer = typeof body?.captcha === 'string' ? body.captcha : undefined;
          if (!(await check.verify(answer, { ip: request.ip, action }))) {
            throw badRequest(AUTH_MESSAGES.captchaFailed);
          }
        };
      },
    });
  },
  { name: 'captcha' },
);

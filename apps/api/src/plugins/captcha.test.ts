import { AUTH_MESSAGES, type CaptchaChallenge } from '@tremplin/shared';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, KNOWN_PASSWORD } from '../../test/access/accounts';
import { createTestApp } from '../../test/helpers/test-app';
import { RecaptchaCheck } from './captcha';

describe('ALTCHA (the default provider)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ CAPTCHA_PROVIDER: 'altcha' });
  });
  afterAll(async () => t?.close());

  /** What the widget does: fetch a challenge, solve it, send base64(JSON({ challenge, solution })). */
  async function solvedPayload() {
    const response = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { provider, ...challenge } = response.json() as Extract<CaptchaChallenge, { provider: 'altcha' }>;
    expect(provider).toBe('altcha');
    const solution = await solveChallenge({ challenge: challenge as unknown as Challenge, deriveKey });
    expect(solution).not.toBeNull();
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  const login = (email: string, captcha?: string) =>
    t.app.inject({ method: 'POST', url: '/auth/connexion', payload: { email, motDePasse: KNOWN_PASSWORD, captcha } });

  it('signs in with a solved challenge, and refuses the same solution twice', async () => {
    const user = await createUser(t.db, { role: 'ADMIN' });
    const captcha = await solvedPayload();
    const first = await login(user.email, captcha);
    expect(first.statusCode).toBe(200);
    const replay = await login(user.email, captcha);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(AUTH_MESSAGES.captchaFailed);
  });

  it('refuses a missing, malformed, tampered or wrongly solved answer with the French message', async () => {
    const user = await createUser(t.db, { role: 'RECRUTEUR' });
    const good = JSON.parse(Buffer.from(await solvedPayload(), 'base64').toString('utf8'));
    const tampered = {
      ...good,
      challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, cost: 2 } },
    };
    const wrongKey = { ...good, solution: { ...good.solution, derivedKey: '00'.repeat(32) } };
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    for (const captcha of [undefined, '', 'pas-du-base64', encode({}), encode(tampered), encode(wrongKey)]) {
      const response = await login(user.email, captcha);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'La vérification anti-robot a échoué. Merci de réessayer.',
      });
    }
    // The untouched solution still works: failed attempts did not burn it.
    expect((await login(user.email, encode(good))).statusCode).toBe(200);
  });

  it('protects the reset request and registration too', async () => {
    const reset = await t.app.inject({ method: 'POST', url: '/motdepasse', payload: { email: 'x@exemple.test' } });
    expect(reset.statusCode).toBe(400);
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/utilisateur',
      payload: { email: 'y@exemple.test', motDePasse: 'Inscription2026', nom: 'Nom', prenom: 'Prénom' },
    });
    expect(register.statusCode).toBe(400);
    expect(register.json().message).toBe(AUTH_MESSAGES.captchaFailed);
    const solved = await t.app.inject({
      method: 'POST',
      url: '/motdepasse',
      payload: { email: 'x@exemple.test', captcha: await solvedPayload() },
    });
    expect(solved.statusCode).toBe(202);
  });
});

describe('reCAPTCHA v3 check', () => {
  const answering = (body: unknown, ok = true) =>
    (async () => new Response(JSON.stringify(body), { status: ok ? 200 : 500 })) as unknown as typeof fetch;
  const context = { ip: '203.0.113.7', action: 'connexion' };

  it('passes a successful token scoring 0.5 or more for the expected action', async () => {
    const calls: RequestInit[] = [];
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      calls.push(init);
      return new Response(JSON.stringify({ success: true, score: 0.9, action: 'connexion' }));
    }) as unknown as typeof fetch;
    const check = new RecaptchaCheck('secret', 'site', fetchImpl);
    expect(await check.verify('jeton', context)).toBe(true);
    const sent = new URLSearchParams(String(calls[0]?.body));
    expect(Object.fromEntries(sent)).toEqual({ secret: 'secret', response: 'jeton', remoteip: '203.0.113.7' });
    expect(await check.challenge()).toEqual({ provider: 'recaptcha', siteKey: 'site' });
  });

  it('refuses a low score, another action, a failure, an error answer or no token', async () => {
    const cases: [typeof fetch, string | undefined][] = [
      [answering({ success: true, score: 0.3, action: 'connexion' }), 'jeton'],
      [answering({ success: true, score: 0.9, action: 'inscription' }), 'jeton'],
      [answering({ success: false }), 'jeton'],
      [answering({}, false), 'jeton'],
      [answering({ success: true, score: 1 }), undefined],
      [(async () => Promise.reject(new Error('réseau'))) as unknown as typeof fetch, 'jeton'],
    ];
    for (const [fetchImpl, token] of cases) {
      expect(await new RecaptchaCheck('secret', 'site', fetchImpl).verify(token, context)).toBe(false);
    }
  });
});

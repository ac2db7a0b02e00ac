// The second factor as a person meets it: staff asked to enrol before any token, codes from the authenticator app
// (each time step once), recovery codes once each, a remembered device, throttling, settings, and the staff reset.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ACCESS_MESSAGES, REMEMBER_DEVICE_COOKIE, SECOND_FACTOR_MESSAGES } from '@tremplin/shared';
import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, KNOWN_PASSWORD } from '../../../test/access/accounts';
import { createTestApp } from '../../../test/helpers/test-app';
import { issueOneTimeToken } from '../../lib/tokens';
import { TEST_CLOCK_FILE } from '../../plugins/clock';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ STAFF_MFA: 'required', SIGN_IN_DELAY_MS: '300', SIGN_IN_MAX_DELAY_MS: '600' });
});
afterAll(async () => t?.close());

// Each sign-in needs a code of a time step not used yet: the app's clock moves 30 s forward before each code.
let offsetMs = 0;
const tick = () => {
  offsetMs += 30_000;
  writeFileSync(path.join(t.config.dataDir, TEST_CLOCK_FILE), JSON.stringify({ offsetMs }));
};
const codeNow = (secret: string) => generate({ secret, epoch: Math.floor((Date.now() + offsetMs) / 1000) });
beforeEach(tick);

let ipCounter = 0;
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    // A fresh address each time: the per-address limits are not what is tested here.
    headers: { 'x-forwarded-for': `10.30.${Math.floor(++ipCounter / 200)}.${ipCounter % 200}`, ...headers },
  });
const passwordStep = (email: string, cookie?: string) =>
  post('/auth/connexion', { email, motDePasse: KNOWN_PASSWORD }, cookie ? { cookie } : {});
const asUser = (token: string) => ({ authorization: `Bearer ${token}` });

/** A staff member who enrolled at sign-in (required mode); answers the secret and recovery codes. */
async function enrolledStaff(role: 'ADMIN' | 'CEF' | 'ASSISTANT' = 'CEF') {
  const user = await createUser(t.db, { role });
  const first = (await passwordStep(user.email)).json();
  const enrolment = (await post('/auth/double-authentification/enrolement', { jeton: first.jeton })).json();
  const activated = await post('/auth/double-authentification/activation', {
    jeton: first.jeton,
    code: await codeNow(enrolment.secret),
  });
  expect(activated.statusCode).toBe(200);
  // The enrolment's code used this time step.
  tick();
  return { user, secret: enrolment.secret as string, codes: activated.json().codesSecours as string[] };
}

describe('required for staff (STAFF_MFA=required)', () => {
  it('asks a staff member to enrol before any token, then opens the session with 10 recovery codes', async () => {
    const cef = await createUser(t.db, { role: 'CEF' });
    const first = await passwordStep(cef.email);
    expect(first.statusCode).toBe(200);
    const step = first.json();
    expect(step).toEqual({
      secondFacteur: 'enrolement',
      jeton: expect.any(String),
      message: SECOND_FACTOR_MESSAGES.enrolmentStep,
    });
    expect(step).not.toHaveProperty('token');
    // The step token is no access token.
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/double-authentification',
      headers: asUser(step.jeton),
    });
    expect(refused.statusCode).toBe(401);
    // No code can pass before the enrolment.
    const early = await post('/auth/double-authentification/verification', { jeton: step.jeton, code: '123456' });
    expect(early.statusCode).toBe(401);

    const enrolment = (await post('/auth/double-authentification/enrolement', { jeton: step.jeton })).json();
    expect(enrolment.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(enrolment.uri).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.uri).toContain(encodeURIComponent(cef.email));

    const wrong = await post('/auth/double-authentification/activation', { jeton: step.jeton, code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(SECOND_FACTOR_MESSAGES.codeWrong);
    const badFormat = await post('/auth/double-authentification/activation', { jeton: step.jeton, code: 'abc' });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().message).toContain('6 chiffres');

    const done = await post('/auth/double-authentification/activation', {
      jeton: step.jeton,
      code: await codeNow(enrolment.secret),
    });
    expect(done.statusCode).toBe(200);
    const session = done.json();
    expect(session).toMatchObject({ id: cef.id, role: 'CEF', typeToken: 'Bearer' });
    expect(session.codesSecours).toHaveLength(10);
    expect(new Set(session.codesSecours).size).toBe(10);
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/double-authentification',
      headers: asUser(session.token),
    });
    expect(status.json()).toEqual({ active: true, obligatoire: true, codesSecoursRestants: 10, appareilsRetenus: 0 });
    // The step token served once.
    const again = await post('/auth/double-authentification/verification', {
      jeton: step.jeton,
      code: await codeNow(enrolment.secret),
    });
    expect(again.json().message).toBe(SECOND_FACTOR_MESSAGES.stepExpired);
    // Required: it cannot be disabled.
    tick();
    const disable = await t.app.inject({
      method: 'POST',
      url: '/api/double-authentification/desactivation',
      headers: asUser(session.token),
      payload: { code: await codeNow(enrolment.secret) },
    });
    expect(disable.statusCode).toBe(400);
    expect(disable.json().message).toBe(SECOND_FACTOR_MESSAGES.requiredForRole);
  });

  it('signs in with a code once per time step: the same code again is refused in French', async () => {
    const { user, secret } = await enrolledStaff();
    const step = (await passwordStep(user.email)).json();
    expect(step.secondFacteur).toBe('code');
    const code = await codeNow(secret);
    const ok = await post('/auth/double-authentification/verification', { jeton: step.jeton, code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: user.id, role: 'CEF' });

    const replayStep = (await passwordStep(user.email)).json();
    const replay = await post('/auth/double-authentification/verification', { jeton: replayStep.jeton, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(SECOND_FACTOR_MESSAGES.codeReplayed);
    tick();
    const next = await post('/auth/double-authentification/verification', {
      jeton: replayStep.jeton,
      code: await codeNow(secret),
    });
    expect(next.statusCode).toBe(200);
  });

  it('takes each recovery code once', async () => {
    const { user, codes } = await enrolledStaff('ASSISTANT');
    const step = (await passwordStep(user.email)).json();
    // Typed in lower case without its dash: still the same code.
    const typed = codes[3]!.toLowerCase().replace('-', '');
    const ok = await post('/auth/double-authentification/verification', { jeton: step.jeton, code: typed });
    expect(ok.statusCode).toBe(200);
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/double-authentification',
      headers: asUser(ok.json().token),
    });
    expect(status.json().codesSecoursRestants).toBe(9);

    const secondStep = (await passwordStep(user.email)).json();
    const reused = await post('/auth/double-authentification/verification', {
      jeton: secondStep.jeton,
      code: codes[3],
    });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe(SECOND_FACTOR_MESSAGES.recoveryCodeUsed);
  });

  it('remembers a device for 30 days, until the password changes', async () => {
    const { user, secret } = await enrolledStaff();
    const step = (await passwordStep(user.email)).json();
    const remembered = await post('/auth/double-authentification/verification', {
      jeton: step.jeton,
      code: await codeNow(secret),
      seSouvenir: true,
    });
    const cookie = remembered.cookies.find((c) => c.name === REMEMBER_DEVICE_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, path: '/auth', sameSite: 'Strict', maxAge: 30 * 24 * 3600 });
    const header = `${REMEMBER_DEVICE_COOKIE}=${cookie!.value}`;

    const direct = await passwordStep(user.email, header);
    expect(direct.json()).toMatchObject({ id: user.id, token: expect.any(String) });
    // Another browser still gets the second step.
    expect((await passwordStep(user.email)).json().secondFacteur).toBe('code');
    // Not a key for someone else's account.
    const other = await enrolledStaff();
    expect((await passwordStep(other.user.email, header)).json().secondFacteur).toBe('code');

    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/utilisateur/modification-mdp',
      headers: asUser(direct.json().token),
      payload: { utilisateurID: user.id, ancienMotDePasse: KNOWN_PASSWORD, motDePasse: KNOWN_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    expect((await passwordStep(user.email, header)).json().secondFacteur).toBe('code');
  });

  it('slows wrong codes on an account like wrong passwords, and a right password does not wipe them', async () => {
    const { user, secret } = await enrolledStaff();
    const step = (await passwordStep(user.email)).json();
    for (let i = 0; i < 3; i++) {
      const wrong = await post('/auth/double-authentification/verification', { jeton: step.jeton, code: '000000' });
      expect(wrong.json().message).toBe(SECOND_FACTOR_MESSAGES.codeWrong);
    }
    // A new step from the right password: the fourth code still waits its turn.
    const fresh = (await passwordStep(user.email)).json();
    const started = performance.now();
    const fourth = await post('/auth/double-authentification/verification', { jeton: fresh.jeton, code: '000000' });
    expect(fourth.statusCode).toBe(401);
    expect(performance.now() - started).toBeGreaterThanOrEqual(280);
    const right = await post('/auth/double-authentification/verification', {
      jeton: fresh.jeton,
      code: await codeNow(secret),
    });
    expect(right.statusCode).toBe(200);
  });

  it('asks LinkedIn sign-ins for the second step too', async () => {
    const { user } = await enrolledStaff('ADMIN');
    const code = await issueOneTimeToken(t.db, user.id, 'linkedin');
    const exchanged = await post('/auth/linkedin/echange', { code });
    expect(exchanged.statusCode).toBe(200);
    expect(exchanged.json()).toEqual({
      secondFacteur: 'code',
      jeton: expect.any(String),
      message: SECOND_FACTOR_MESSAGES.codeStep,
    });
    const fresh = await createUser(t.db, { role: 'ASSISTANT' });
    const freshCode = await issueOneTimeToken(t.db, fresh.id, 'linkedin');
    expect((await post('/auth/linkedin/echange', { code: freshCode })).json().secondFacteur).toBe('enrolement');
  });
});

describe('optional for everyone else', () => {
  it('lets a candidate sign in without it, enable it, renew recovery codes and disable it with a code', async () => {
    const candidate = await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI' });
    const session = (await passwordStep(candidate.email)).json();
    expect(session.token).toEqual(expect.any(String));
    const headers = asUser(session.token);
    const call = (url: string, payload?: object) =>
      t.app.inject({ method: payload ? 'POST' : 'GET', url, headers, ...(payload ? { payload } : {}) });

    expect((await call('/api/double-authentification')).json()).toEqual({
      active: false,
      obligatoire: false,
      codesSecoursRestants: 0,
      appareilsRetenus: 0,
    });
    const early = await call('/api/double-authentification/activation', { code: '123456' });
    expect(early.json().message).toBe(SECOND_FACTOR_MESSAGES.noEnrolment);
    const enrolment = (
      await t.app.inject({ method: 'POST', url: '/api/double-authentification/enrolement', headers })
    ).json();
    const enabled = await call('/api/double-authentification/activation', { code: await codeNow(enrolment.secret) });
    expect(enabled.json()).toMatchObject({ message: SECOND_FACTOR_MESSAGES.enabled, codesSecours: expect.any(Array) });
    expect((await passwordStep(candidate.email)).json().secondFacteur).toBe('code');

    tick();
    const renewed = await call('/api/double-authentification/codes-secours', { code: await codeNow(enrolment.secret) });
    expect(renewed.json().codesSecours).toHaveLength(10);
    expect(renewed.json().codesSecours).not.toContain(enabled.json().codesSecours[0]);

    const wrong = await call('/api/double-authentification/desactivation', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    tick();
    const disabled = await call('/api/double-authentification/desactivation', {
      code: await codeNow(enrolment.secret),
    });
    expect(disabled.json()).toEqual({ message: SECOND_FACTOR_MESSAGES.disabled });
    expect((await passwordStep(candidate.email)).json()).toMatchObject({ id: candidate.id, token: expect.any(String) });
  });
});

describe('staff reset', () => {
  it('follows the rank rule, and the next sign-in asks for an enrolment again', async () => {
    const target = await enrolledStaff('CEF');
    const admin = await enrolledStaff('ADMIN');
    const assistant = await enrolledStaff('ASSISTANT');
    const signedIn = async (who: { user: { email: string }; secret: string }) => {
      tick();
      const step = (await passwordStep(who.user.email)).json();
      return (
        await post('/auth/double-authentification/verification', { jeton: step.jeton, code: await codeNow(who.secret) })
      ).json().token as string;
    };
    const adminToken = await signedIn(admin);
    const assistantToken = await signedIn(assistant);
    const cefToken = await signedIn(target);
    const reset = (token: string, id: number) =>
      t.app.inject({ method: 'DELETE', url: `/api/admin/${id}/double-authentification`, headers: asUser(token) });
    const state = (token: string, id: number) =>
      t.app.inject({ method: 'GET', url: `/api/admin/${id}/double-authentification`, headers: asUser(token) });

    // An assistant acts on no staff account, a CEF on no admin's.
    const byAssistant = await reset(assistantToken, target.user.id);
    expect(byAssistant.statusCode).toBe(403);
    expect(byAssistant.json().message).toBe(ACCESS_MESSAGES.outOfRank);
    expect((await reset(cefToken, admin.user.id)).statusCode).toBe(403);
    expect((await reset(adminToken, admin.user.id)).json().message).toBe(SECOND_FACTOR_MESSAGES.resetOwn);

    expect((await state(adminToken, target.user.id)).json()).toEqual({ active: true });
    const done = await reset(adminToken, target.user.id);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(SECOND_FACTOR_MESSAGES.reset(target.user.email));
    expect((await state(adminToken, target.user.id)).json()).toEqual({ active: false });
    // The person reads in her access journal who reset it.
    const journal = await t.app.inject({
      method: 'GET',
      url: `/api/utilisateur/${target.user.id}/journal-acces`,
      headers: asUser(cefToken),
    });
    expect(journal.json().items).toContainEqual(
      expect.objectContaining({
        type: 'DOUBLE_AUTHENTIFICATION_REINITIALISEE',
        personnel: expect.objectContaining({ id: admin.user.id }),
      }),
    );
    expect((await passwordStep(target.user.email)).json().secondFacteur).toBe('enrolement');
  });
});

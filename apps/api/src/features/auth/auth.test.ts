import {
  ACCESS_MESSAGES,
  ADMIN_USER_MESSAGES,
  AUTH_MESSAGES,
  type LoginResponse,
  MESSAGES,
  PERSONAL_DATA_MESSAGES,
} from '@tremplin/shared';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, KNOWN_PASSWORD, signIn } from '../../../test/access/accounts';
import { createTestApp } from '../../../test/helpers/test-app';
import { emailOutbox, refreshTokens, users } from '../../db/schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // Short waits, so that a dozen failures take a second, not a minute.
  t = await createTestApp({ SIGN_IN_DELAY_MS: '5' });
});
afterAll(async () => t?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const login = (email: string, motDePasse: string, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/auth/connexion',
    payload: { email, motDePasse },
    headers: { 'x-forwarded-for': ip },
  });
const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/auth/refreshToken', payload: { refreshToken } });

/** The token of the newest e-mail sent to an address, read from the link in its text. */
async function tokenFromLastMail(to: string, path: string) {
  const [mail] = await t.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const match = new RegExp(`/${path}/([A-Za-z0-9_-]+)`).exec(mail?.text ?? '');
  if (!match) throw new Error(`no ${path} link mailed to ${to}`);
  return match[1] as string;
}

describe('sign-in', () => {
  it('says LinkedIn is not configured when no issuer is set', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/auth/linkedin/statut' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ configured: false });
  });

  it('answers the login shape with a 15-minute access token', async () => {
    const user = await createUser(t.db, { role: 'EMPLOYE' });
    const response = await login(user.email.toUpperCase(), KNOWN_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json() as LoginResponse;
    expect(body).toMatchObject({ typeToken: 'Bearer', role: 'EMPLOYE', id: user.id });
    const claims = t.app.jwt.decode<{ sub: string; role: string; exp: number; iat: number }>(body.token)!;
    expect(claims).toMatchObject({ sub: String(user.id), role: 'EMPLOYE' });
    expect(claims.exp - claims.iat).toBe(15 * 60);
    expect(body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses an unknown e-mail, a wrong password and an inactive account with the same message', async () => {
    const active = await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI' });
    const inactive = await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI', active: false });
    const answers = await Promise.all([
      login('personne@exemple.test', KNOWN_PASSWORD),
      login(active.email, 'Mauvais2026!'),
      login(inactive.email, KNOWN_PASSWORD),
    ]);
    for (const response of answers) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: AUTH_MESSAGES.invalidCredentials,
      });
    }
  });

  it('stores refresh tokens hashed only', async () => {
    const user = await createUser(t.db, { role: 'RECRUTEUR' });
    const session = await signIn(t.app, user.email);
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.tokenHash).not.toContain(session.refreshToken);
  });

  it('slows an account’s attempts after failures but never locks its owner out, and shows it to staff', async () => {
    const user = await createUser(t.db, { role: 'ALTERNANT' });
    for (let i = 0; i < 12; i++) {
      const refused = await login(user.email, 'Mauvais2026!', `10.1.0.${i}`);
      expect(refused.statusCode).toBe(401);
    }
    const staff = await signIn(t.app, (await createUser(t.db, { role: 'ASSISTANT' })).email);
    const seeker = await signIn(t.app, (await createUser(t.db, { role: 'EMPLOYE' })).email);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/tentatives', headers: bearer(staff.token) });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(expect.objectContaining({ email: user.email.toLowerCase(), echecs: 12 }));
    const forbidden = await t.app.inject({
      method: 'GET',
      url: '/api/admin/tentatives',
      headers: bearer(seeker.token),
    });
    expect(forbidden.statusCode).toBe(403);

    // The owner, from a fresh address, with the right password: signed in, and the slate wiped.
    const started = Date.now();
    expect((await login(user.email, KNOWN_PASSWORD, '10.1.9.9')).statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(t.config.signInDelayMs);
    const after = await t.app.inject({ method: 'GET', url: '/api/admin/tentatives', headers: bearer(staff.token) });
    expect(after.json()).not.toContainEqual(expect.objectContaining({ email: user.email.toLowerCase() }));
  });

  it('answers 429 past the per-address limit', async () => {
    let last: Awaited<ReturnType<typeof login>> | undefined;
    for (let i = 0; i < 61; i++) last = await login(`inconnu${i}@exemple.test`, 'Mauvais2026!', '10.2.0.1');
    expect(last?.statusCode).toBe(429);
    expect(last?.json().message).toBe(MESSAGES.tooManyRequests);
  });
});

describe('access tokens', () => {
  it('refuses an expired access token while its refresh token still works', async () => {
    const user = await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI' });
    const session = await signIn(t.app, user.email);
    const expired = t.app.jwt.sign({
      sub: String(user.id),
      role: 'EN_RECHERCHE_EMPLOI',
      iat: Math.floor(Date.now() / 1000) - 3600,
    } as never);
    const refused = await t.app.inject({ method: 'GET', url: `/profile/${user.id}`, headers: bearer(expired) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(MESSAGES.unauthenticated);
    const validate = await t.app.inject({ method: 'GET', url: `/auth/validate?token=${expired}` });
    expect(validate.json()).toBe(false);

    const renewed = await refresh(session.refreshToken);
    expect(renewed.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'GET',
      url: `/profile/${user.id}`,
      headers: bearer(renewed.json().token),
    });
    expect(again.statusCode).toBe(200);
  });

  it('refuses a token signed with another key and a missing token with French messages', async () => {
    const user = await createUser(t.db, { role: 'EMPLOYE' });
    const forged = `${t.app.jwt.sign({ sub: String(user.id), role: 'ADMIN', gen: 0 }).slice(0, -4)}AAAA`;
    const bad = await t.app.inject({ method: 'GET', url: `/profile/${user.id}`, headers: bearer(forged) });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toBe(MESSAGES.unauthenticated);
    const none = await t.app.inject({ method: 'GET', url: `/profile/${user.id}` });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe(ACCESS_MESSAGES.signInRequired);
  });

  it('validates a token as a bare boolean', async () => {
    const user = await createUser(t.db, { role: 'CEF' });
    const session = await signIn(t.app, user.email);
    const ok = await t.app.inject({ method: 'GET', url: `/auth/validate?token=${session.token}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('true');
    const bad = await t.app.inject({ method: 'GET', url: '/auth/validate?token=pas-un-jeton' });
    expect(bad.body).toBe('false');
    const missing = await t.app.inject({ method: 'GET', url: '/auth/validate' });
    expect(missing.body).toBe('false');
  });
});

describe('refresh tokens', () => {
  it('rotate on every use, and a reused token revokes its whole family', async () => {
    const user = await createUser(t.db, { role: 'EMPLOYE' });
    const first = await signIn(t.app, user.email);
    const other = await signIn(t.app, user.email); // another device: another family

    const second = await refresh(first.refreshToken);
    expect(second.statusCode).toBe(200);
    const secondBody = second.json() as LoginResponse;
    expect(secondBody).toMatchObject({ typeToken: 'Bearer', role: 'EMPLOYE', id: user.id });
    expect(secondBody.refreshToken).not.toBe(first.refreshToken);

    const reused = await refresh(first.refreshToken);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe(AUTH_MESSAGES.refreshInvalid);
    // The descendant died with the family...
    expect((await refresh(secondBody.refreshToken)).statusCode).toBe(401);
    // ...the other device's family did not.
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('logout revokes the family', async () => {
    const user = await createUser(t.db, { role: 'RECRUTEUR' });
    const session = await signIn(t.app, user.email);
    const out = await t.app.inject({
      method: 'POST',
      url: '/auth/deconnexion',
      payload: { refreshToken: session.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: AUTH_MESSAGES.loggedOut });
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/auth/deconnexion',
      payload: { refreshToken: 'inconnu' },
    });
    expect(unknown.statusCode).toBe(200);
  });
});

describe('profile', () => {
  it('shows oneself without secrets; others only to staff', async () => {
    const me = await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI', linkedinSubject: 'sub-secret' });
    const other = await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI' });
    const staff = await createUser(t.db, { role: 'ASSISTANT' });
    const mine = await signIn(t.app, me.email);
    const own = await t.app.inject({ method: 'GET', url: `/profile/${me.id}`, headers: bearer(mine.token) });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: me.id, email: me.email, role: 'EN_RECHERCHE_EMPLOI', nom: 'DUPONT' });
    expect(own.body).not.toMatch(/passwordHash|argon2|linkedinSubject|sub-secret/);

    const theirs = await t.app.inject({ method: 'GET', url: `/profile/${other.id}`, headers: bearer(mine.token) });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe(ACCESS_MESSAGES.notOwner);

    const staffSession = await signIn(t.app, staff.email);
    const byStaff = await t.app.inject({
      method: 'GET',
      url: `/profile/${other.id}`,
      headers: bearer(staffSession.token),
    });
    expect(byStaff.statusCode).toBe(200);
  });
});

describe('registration', () => {
  const payload = (email: string, extra: Record<string, unknown> = {}) => ({
    email,
    motDePasse: 'Inscription2026',
    nom: 'Lefèvre',
    prenom: 'Zoé',
    active: false,
    ...extra,
  });
  const register = (body: Record<string, unknown>, ip = '10.3.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/utilisateur', payload: body, headers: { 'x-forwarded-for': ip } });

  it('creates an inactive account with an upper-cased last name, then confirmation activates it once', async () => {
    const response = await register(payload('Zoe.Lefevre@Exemple.test'));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: MESSAGES.registrationMailSent('zoe.lefevre@exemple.test') });
    const [user] = await t.db.select().from(users).where(eq(users.email, 'zoe.lefevre@exemple.test'));
    expect(user).toMatchObject({
      email: 'zoe.lefevre@exemple.test',
      nom: 'LEFÈVRE',
      prenom: 'Zoé',
      active: false,
      role: 'EN_RECHERCHE_EMPLOI',
    });
    expect((await login('zoe.lefevre@exemple.test', 'Inscription2026')).statusCode).toBe(401);

    const token = await tokenFromLastMail('zoe.lefevre@exemple.test', 'confirmation');
    // SPEC: an empty body with the token as bearer (here labelled JSON, as some clients do).
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/auth/confirmation',
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: AUTH_MESSAGES.confirmed });
    expect((await login('zoe.lefevre@exemple.test', 'Inscription2026')).statusCode).toBe(200);

    const again = await t.app.inject({ method: 'POST', url: '/auth/confirmation', headers: bearer(token) });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(AUTH_MESSAGES.confirmationInvalid);
  });

  it('refuses an expired confirmation token', async () => {
    const response = await register(payload('expire@exemple.test'));
    expect(response.statusCode).toBe(201);
    const token = await tokenFromLastMail('expire@exemple.test', 'confirmation');
    const { oneTimeTokens } = await import('../../db/schema');
    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(
        eq(
          oneTimeTokens.userId,
          (await t.db.select().from(users).where(eq(users.email, 'expire@exemple.test')))[0]!.id,
        ),
      );
    const late = await t.app.inject({ method: 'POST', url: '/auth/confirmation', headers: bearer(token) });
    expect(late.statusCode).toBe(400);
  });

  it('answers a known address exactly as a new one, and e-mails its owner instead', async () => {
    const owner = await createUser(t.db, { role: 'EMPLOYE', prenom: 'Odile' });
    const fresh = await register(payload('jamais.vue@exemple.test'), '10.3.1.1');
    const known = await register(payload(owner.email), '10.3.1.2');
    const knownOtherCase = await register(payload(owner.email.toUpperCase()), '10.3.1.3');
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(knownOtherCase.statusCode).toBe(fresh.statusCode);
    // The same body, but for the address it names.
    const body = (r: typeof fresh, email: string) => r.body.replace(email, '<adresse>');
    expect(body(known, owner.email)).toBe(body(fresh, 'jamais.vue@exemple.test'));
    expect(body(knownOtherCase, owner.email)).toBe(body(fresh, 'jamais.vue@exemple.test'));
    // The owner is told, and their account is untouched.
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, owner.email));
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toMatch(/^Vous avez déjà un compte/);
    expect(mails[0]?.text).toContain('Bonjour Odile,');
    expect(mails[0]?.text).toContain('Mot de passe oublié ?');
    expect(mails[0]?.text).toContain('/mot-de-passe-oublie');
    const [row] = await t.db.select().from(users).where(eq(users.id, owner.id));
    expect(row).toMatchObject({ active: true, passwordHash: owner.passwordHash, version: owner.version });
    expect(
      (
        await t.db
          .select()
          .from(users)
          .where(eq(sql`lower(${users.email})`, owner.email))
      ).length,
    ).toBe(1);
  });

  it('names what a weak password lacks, and refuses staff roles', async () => {
    const weak = await register(payload('faible@exemple.test', { motDePasse: 'court' }));
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toContain(
      'Le mot de passe doit contenir au moins 10 caractères, une lettre majuscule et un chiffre.',
    );
    const admin = await register(payload('chef@exemple.test', { role: 'ADMIN' }));
    expect(admin.statusCode).toBe(400);
  });
});

describe('password reset', () => {
  const requestReset = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/motdepasse',
      payload: { email },
      headers: { 'x-forwarded-for': '10.4.0.1' },
    });

  it('answers the same for known and unknown addresses', async () => {
    const user = await createUser(t.db, { role: 'EMPLOYE' });
    const known = await requestReset(user.email);
    const unknown = await requestReset('inconnu@exemple.test');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: AUTH_MESSAGES.resetRequested });
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'inconnu@exemple.test'));
    expect(mails).toHaveLength(0);
    // The known address got its link, with the name put in by the database.
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
    expect(mail?.text).toContain('Bonjour Camille,');
    expect(mail?.html).toContain('Bonjour Camille,');
    expect(mail?.text).toMatch(/\/reset-motdepasse\/[A-Za-z0-9_-]{43}/);
  });

  it('sets the new password once and revokes every refresh token of the account', async () => {
    const user = await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI' });
    const sessions = [await signIn(t.app, user.email), await signIn(t.app, user.email)];
    expect((await requestReset(user.email)).statusCode).toBe(202);
    const token = await tokenFromLastMail(user.email, 'reset-motdepasse');

    const weak = await t.app.inject({
      method: 'POST',
      url: '/reset-motdepasse',
      payload: { motDePasse: 'faible', token },
    });
    expect(weak.statusCode).toBe(400);

    const done = await t.app.inject({
      method: 'POST',
      url: '/reset-motdepasse',
      payload: { motDePasse: 'Nouveau2026pass' },
      headers: bearer(token),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: AUTH_MESSAGES.passwordReset });
    for (const session of sessions) expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await login(user.email, KNOWN_PASSWORD, '10.4.1.1')).statusCode).toBe(401);
    expect((await login(user.email, 'Nouveau2026pass', '10.4.1.1')).statusCode).toBe(200);

    const reused = await t.app.inject({
      method: 'POST',
      url: '/reset-motdepasse',
      payload: { motDePasse: 'Encore2026pass', token },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(AUTH_MESSAGES.resetInvalid);
  });
});

describe('one-time reset links', () => {
  const requestReset = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/motdepasse',
      payload: { email },
      headers: { 'x-forwarded-for': '10.7.0.1' },
    });
  const resetWith = (token: string, motDePasse: string) =>
    t.app.inject({ method: 'POST', url: '/reset-motdepasse', payload: { motDePasse, token } });

  it('refuses an older link once a newer one was used', async () => {
    const user = await createUser(t.db, { role: 'EMPLOYE' });
    await requestReset(user.email);
    const older = await tokenFromLastMail(user.email, 'reset-motdepasse');
    await requestReset(user.email);
    const newer = await tokenFromLastMail(user.email, 'reset-motdepasse');
    expect(newer).not.toBe(older);
    expect((await resetWith(newer, 'Recent2026pass')).statusCode).toBe(200);
    const late = await resetWith(older, 'Ancien2026pass');
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(AUTH_MESSAGES.resetInvalid);
    expect((await login(user.email, 'Recent2026pass', '10.7.1.1')).statusCode).toBe(200);
  });

  it('refuses every outstanding link once the password was changed', async () => {
    const user = await createUser(t.db, { role: 'ALTERNANT' });
    await requestReset(user.email);
    const link = await tokenFromLastMail(user.email, 'reset-motdepasse');
    const session = await signIn(t.app, user.email);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/utilisateur/modification-mdp',
      payload: { utilisateurID: user.id, motDePasse: 'Change2026moi', ancienMotDePasse: KNOWN_PASSWORD },
      headers: bearer(session.token),
    });
    expect(changed.statusCode).toBe(200);
    const late = await resetWith(link, 'Voleur2026pass');
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(AUTH_MESSAGES.resetInvalid);
    expect((await login(user.email, 'Change2026moi', '10.7.2.1')).statusCode).toBe(200);
  });
});

describe('password change', () => {
  const change = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/utilisateur/modification-mdp', payload, headers: bearer(token) });

  it('asks for the current password and keeps only the session that sent its refresh token', async () => {
    const user = await createUser(t.db, { role: 'CANDIDAT_POE' });
    const here = await signIn(t.app, user.email);
    const elsewhere = await signIn(t.app, user.email);
    const missing = await change(here.token, { utilisateurID: user.id, motDePasse: 'Change2026moi' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(AUTH_MESSAGES.currentPasswordRequired);
    const wrong = await change(here.token, {
      utilisateurID: user.id,
      motDePasse: 'Change2026moi',
      ancienMotDePasse: 'Mauvais2026!',
    });
    expect(wrong.json().message).toBe(AUTH_MESSAGES.currentPasswordWrong);
    const ok = await change(here.token, {
      utilisateurID: user.id,
      motDePasse: 'Change2026moi',
      ancienMotDePasse: KNOWN_PASSWORD,
      refreshToken: here.refreshToken,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: AUTH_MESSAGES.passwordChanged });
    expect((await refresh(elsewhere.refreshToken)).statusCode).toBe(401);
    expect((await refresh(here.refreshToken)).statusCode).toBe(200);
    expect((await login(user.email, 'Change2026moi', '10.5.0.1')).statusCode).toBe(200);
  });

  it('lets nobody set another person’s password, staff included: they send a reset link', async () => {
    const target = await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI' });
    const seeker = await signIn(t.app, (await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI' })).email);
    const refused = await change(seeker.token, { utilisateurID: target.id, motDePasse: 'Pirate2026abc' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ACCESS_MESSAGES.notOwner);

    const cef = await signIn(t.app, (await createUser(t.db, { role: 'CEF' })).email);
    const byStaff = await change(cef.token, { utilisateurID: target.id, motDePasse: 'Conseil2026abc' });
    expect(byStaff.statusCode).toBe(403);
    expect((await login(target.email, 'Conseil2026abc', '10.5.0.2')).statusCode).toBe(401);

    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/admin/${target.id}/lien-reinitialisation`,
      headers: bearer(cef.token),
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: ADMIN_USER_MESSAGES.resetLinkSent(target.email) });
    const token = await tokenFromLastMail(target.email, 'reset-motdepasse');
    const chosen = await t.app.inject({
      method: 'POST',
      url: '/reset-motdepasse',
      payload: { motDePasse: 'Choisi2026abc', token },
    });
    expect(chosen.statusCode).toBe(200);
    expect((await login(target.email, 'Choisi2026abc', '10.5.0.3')).statusCode).toBe(200);
  });
});

describe('deactivation', () => {
  it('deactivates one’s own account and revokes its tokens', async () => {
    const user = await createUser(t.db, { role: 'EMPLOYE' });
    const session = await signIn(t.app, user.email);
    const other = await createUser(t.db, { role: 'EMPLOYE' });
    const notMine = await t.app.inject({
      method: 'PUT',
      url: `/api/utilisateur/desactivation/${other.id}`,
      headers: bearer(session.token),
    });
    expect(notMine.statusCode).toBe(403);

    const done = await t.app.inject({
      method: 'PUT',
      url: `/api/utilisateur/desactivation/${user.id}`,
      headers: bearer(session.token),
    });
    expect(done.statusCode).toBe(200);
    // Deleting one's own account deactivates it at once and starts its erasure (grace period, 30 days by default).
    expect(done.json()).toEqual({ message: PERSONAL_DATA_MESSAGES.erasureRequested(30) });
    const [row] = await t.db
      .select({ active: users.active, erasureDueAt: users.erasureDueAt })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.active).toBe(false);
    expect(row?.erasureDueAt).not.toBeNull();
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    const validate = await t.app.inject({ method: 'GET', url: `/auth/validate?token=${session.token}` });
    expect(validate.json()).toBe(false);
    // Signing in again during the grace period cancels the erasure and reactivates the account.
    expect((await login(user.email, KNOWN_PASSWORD, '10.6.0.1')).statusCode).toBe(200);
    const [after] = await t.db
      .select({ active: users.active, erasureDueAt: users.erasureDueAt })
      .from(users)
      .where(eq(users.id, user.id));
    expect(after).toEqual({ active: true, erasureDueAt: null });
  });

  it('keeps an account deactivated by staff closed to its owner', async () => {
    const user = await createUser(t.db, { role: 'EMPLOYE' });
    const cef = await signIn(t.app, (await createUser(t.db, { role: 'CEF' })).email);
    const done = await t.app.inject({
      method: 'PUT',
      url: `/api/utilisateur/desactivation/${user.id}`,
      headers: bearer(cef.token),
    });
    // The message speaks of the account, not of the caller's.
    expect(done.json()).toEqual({ message: MESSAGES.otherAccountDeactivated });
    expect((await login(user.email, KNOWN_PASSWORD, '10.6.0.2')).statusCode).toBe(401);
  });
});

describe('bot protection challenge', () => {
  it('says protection is off when CAPTCHA_PROVIDER=none', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ provider: 'none' });
  });
});

// Accounts opened by staff: no password chosen by staff, an invitation e-mail in its own words through a real SMTP
// peer, a single-use link valid 7 days (the app's clock moved by the test), resending that voids the older link,
// the list's states, and the rank rule on creating and resending.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  ACCESS_MESSAGES,
  ACCOUNT_INVITATION_MESSAGES,
  type AdminUserPage,
  type LoginResponse,
  type PublicUser,
  type Role,
} from '@tremplin/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/access/accounts';
import { decodeQuotedPrintable, startSmtp } from '../../../test/helpers/smtp';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { users } from '../../db/schema';
import { TEST_CLOCK_FILE } from '../../plugins/clock';

const DAY_MS = 24 * 3600_000;
const PASSWORD = 'Bienvenue2026!';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://tremplin.exemple.test' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(() => moveClock(0));

/** Moves the app's clock (read under NODE_ENV=test only) by a number of milliseconds. */
const moveClock = (offsetMs: number) =>
  writeFileSync(path.join(t.config.dataDir, TEST_CLOCK_FILE), JSON.stringify({ offsetMs }));

async function staff(role: Role, values: { prenom?: string; nom?: string } = {}) {
  const user = await createUser(t.db, { role, ...values });
  return { ...user, token: (await signIn(t.app, user.email)).token };
}
const call = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as never, headers: { authorization: `Bearer ${token}` } });
const accept = (token: string, motDePasse = PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/auth/invitation', payload: { token, motDePasse } });

let seq = 0;
const newPerson = (values: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    email: `invitee${seq}-${Date.now()}@exemple.test`,
    nom: 'Lefèvre',
    prenom: 'Inès',
    role: 'EN_RECHERCHE_EMPLOI',
    ...values,
  };
};

/** Sends what is queued, then answers the messages the SMTP peer received for an address, oldest first. */
async function mailsTo(email: string) {
  await t.app.mailer.flush();
  return smtp.received.filter((m) => m.to.includes(email)).map((m) => decodeQuotedPrintable(m.raw));
}
const linkToken = (mail: string | undefined) => {
  const match = /https:\/\/tremplin\.exemple\.test\/invitation\/([A-Za-z0-9_-]+)/.exec(mail ?? '');
  if (!match) throw new Error(`no invitation link in ${mail}`);
  return match[1] as string;
};
const row = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const listState = async (token: string, email: string) =>
  ((await call(token, 'GET', `/api/admin/0/10?search=${encodeURIComponent(email)}`)).json() as AdminUserPage).items[0]
    ?.invitation;

describe('an account opened by staff', () => {
  it('is created without a password (one sent is ignored) and the person gets an invitation naming who opened it', async () => {
    const cef = await staff('CEF', { prenom: 'Odile', nom: 'MARCHAND' });
    const person = newPerson({ motDePasse: 'Choisi2026!staff' });
    const created = await call(cef.token, 'POST', '/api/admin', person);
    expect(created.statusCode, created.body).toBe(201);
    const user = created.json() as PublicUser;
    expect(user.active).toBe(false);
    expect((await row(user.id)).passwordHash).toBeNull();
    // The password staff sent opens nothing.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/auth/connexion',
      payload: { email: person.email, motDePasse: 'Choisi2026!staff' },
    });
    expect(refused.statusCode).toBe(401);

    const [mail, ...others] = await mailsTo(person.email);
    expect(others).toHaveLength(0);
    expect(mail).toMatch(/Subject: Odile MARCHAND vous invite sur Tremplin/);
    expect(mail).toMatch(/Bonjour Inès,/);
    expect(mail).toMatch(
      /Odile MARCHAND vous a ouvert un compte sur Tremplin, la plateforme emploi de notre organisme\./,
    );
    expect(mail).toMatch(/valable jusqu’au \d{1,2} \S+ \d{4} et une seule fois/);
    expect(mail).toMatch(/Choisir mon mot de passe/);
    // Not the self-registration e-mail.
    expect(mail).not.toMatch(/Merci pour votre inscription/);
    expect(mail).not.toMatch(/n’êtes pas à l’origine de cette inscription/);
    expect(await listState(cef.token, person.email)).toBe('ENVOYEE');
    const status = (await call(cef.token, 'GET', `/api/admin/${user.id}/invitation`)).json();
    expect(status.etat).toBe('ENVOYEE');
    expect(new Date(status.expireLe).getTime() - new Date(status.envoyeeLe).getTime()).toBe(7 * DAY_MS);

    // The link sets the password (with the usual rules), activates the account and signs the person in.
    const token = linkToken(mail);
    const weak = await accept(token, 'court');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/au moins 10 caractères/);
    const accepted = await accept(token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const session = accepted.json() as LoginResponse;
    expect(session).toMatchObject({ id: user.id, role: 'EN_RECHERCHE_EMPLOI', typeToken: 'Bearer' });
    const profile = await t.app.inject({
      method: 'GET',
      url: `/profile/${user.id}`,
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(profile.statusCode).toBe(200);
    expect((await row(user.id)).active).toBe(true);
    await signIn(t.app, person.email, PASSWORD);
    expect(await listState(cef.token, person.email)).toBe('ACCEPTEE');

    // Single use: the same link again says the password is chosen and what to do.
    const again = await accept(token, 'Autre2026!mot');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ACCOUNT_INVITATION_MESSAGES.linkUsed);
    expect(again.json().message).toMatch(/Mot de passe oublié/);
    await signIn(t.app, person.email, PASSWORD);
    // Nothing to resend once accepted.
    const resend = await call(cef.token, 'POST', `/api/admin/${user.id}/invitation`);
    expect(resend.statusCode).toBe(409);
    expect(resend.json().message).toBe(ACCOUNT_INVITATION_MESSAGES.alreadyAccepted);
  });

  it('imports an agency candidate with an invitation that says why', async () => {
    const assistant = await staff('ASSISTANT', { prenom: 'Paul', nom: 'ROUX' });
    const { role: _role, ...person } = newPerson();
    const created = await call(assistant.token, 'POST', '/api/admin/pole-emploi', person);
    expect(created.statusCode, created.body).toBe(201);
    const [mail] = await mailsTo(person.email);
    expect(mail).toMatch(/Paul ROUX vous a ouvert un compte sur Tremplin/);
    expect(mail).toMatch(/orientation par France Travail/);
    expect((await accept(linkToken(mail))).statusCode).toBe(200);
  });

  it('expires after 7 days by the app clock, and a resent invitation voids the older link', async () => {
    const admin = await staff('ADMIN', { prenom: 'Alice', nom: 'BERNARD' });
    const person = newPerson();
    const user = (await call(admin.token, 'POST', '/api/admin', person)).json() as PublicUser;
    const [first] = await mailsTo(person.email);

    // Still valid a minute before the 7 days are up (checked through the list, which uses no link).
    moveClock(7 * DAY_MS - 60_000);
    expect(await listState(admin.token, person.email)).toBe('ENVOYEE');
    moveClock(7 * DAY_MS + 60_000);
    expect(await listState(admin.token, person.email)).toBe('EXPIREE');
    const expired = await accept(linkToken(first));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(ACCOUNT_INVITATION_MESSAGES.linkInvalid);
    expect(expired.json().message).toMatch(/renvoyer l’invitation/);

    // Resending (still 7 days later) sends a new link that works, and the older one stays dead.
    const resent = await call(admin.token, 'POST', `/api/admin/${user.id}/invitation`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().message).toBe(ACCOUNT_INVITATION_MESSAGES.sent(person.email));
    expect(await listState(admin.token, person.email)).toBe('ENVOYEE');
    const [, second] = await mailsTo(person.email);
    expect(linkToken(second)).not.toBe(linkToken(first));

    // A third invitation voids the second before it is used.
    expect((await call(admin.token, 'POST', `/api/admin/${user.id}/invitation`)).statusCode).toBe(200);
    const [, , third] = await mailsTo(person.email);
    const replaced = await accept(linkToken(second));
    expect(replaced.statusCode).toBe(400);
    expect(replaced.json().message).toBe(ACCOUNT_INVITATION_MESSAGES.linkInvalid);
    expect((await accept(linkToken(third))).statusCode).toBe(200);
    expect((await row(user.id)).active).toBe(true);
  });

  it('counts a reset link used on a pending invitation as its acceptance', async () => {
    const admin = await staff('ADMIN');
    const person = newPerson();
    const user = (await call(admin.token, 'POST', '/api/admin', person)).json() as PublicUser;
    const [invitation] = await mailsTo(person.email);
    expect((await call(admin.token, 'POST', `/api/admin/${user.id}/lien-reinitialisation`)).statusCode).toBe(200);
    const [, reset] = await mailsTo(person.email);
    const resetToken = /\/reset-motdepasse\/([A-Za-z0-9_-]+)/.exec(reset ?? '')?.[1];
    const done = await t.app.inject({
      method: 'POST',
      url: '/reset-motdepasse',
      payload: { token: resetToken, motDePasse: PASSWORD },
    });
    expect(done.statusCode, done.body).toBe(200);
    await signIn(t.app, person.email, PASSWORD);
    expect(await listState(admin.token, person.email)).toBe('ACCEPTEE');
    expect((await accept(linkToken(invitation))).json().message).toBe(ACCOUNT_INVITATION_MESSAGES.linkUsed);
  });

  it('refuses an unknown link and a resend for an account nobody invited', async () => {
    const admin = await staff('ADMIN');
    const unknown = await accept('pas-un-vrai-jeton');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(ACCOUNT_INVITATION_MESSAGES.linkInvalid);
    const registered = await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI' });
    const resend = await call(admin.token, 'POST', `/api/admin/${registered.id}/invitation`);
    expect(resend.statusCode).toBe(409);
    expect(resend.json().message).toBe(ACCOUNT_INVITATION_MESSAGES.notInvited);
    expect((await call(admin.token, 'GET', `/api/admin/${registered.id}/invitation`)).json().etat).toBe('AUCUNE');
  });
});

describe('who may create and resend', () => {
  it('follows the rank rule: an assistant only non-staff accounts, a CEF everyone but admins', async () => {
    const admin = await staff('ADMIN');
    const cef = await staff('CEF');
    const assistant = await staff('ASSISTANT');
    const candidate = await staff('EN_RECHERCHE_EMPLOI');

    // Creating: the role given must be one the creator may manage.
    for (const [actor, role, status] of [
      [assistant, 'CEF', 403],
      [assistant, 'ASSISTANT', 403],
      [assistant, 'RECRUTEUR', 201],
      [cef, 'ADMIN', 403],
      [cef, 'ASSISTANT', 201],
      [admin, 'ADMIN', 201],
    ] as const) {
      const created = await call(actor.token, 'POST', '/api/admin', newPerson({ role }));
      expect(created.statusCode, `${actor.role} creating ${role}`).toBe(status);
      if (status === 403) expect(created.json().message).toBe(ACCESS_MESSAGES.outOfRank);
    }
    const byCandidate = await call(candidate.token, 'POST', '/api/admin', newPerson());
    expect(byCandidate.statusCode).toBe(403);

    // Resending: the guard compares the staff member with the account's role.
    const invited: Record<string, number> = {};
    for (const role of ['ADMIN', 'CEF', 'RECRUTEUR'] as const) {
      invited[role] = ((await call(admin.token, 'POST', '/api/admin', newPerson({ role }))).json() as PublicUser).id;
    }
    for (const [actor, role, status] of [
      [assistant, 'CEF', 403],
      [assistant, 'RECRUTEUR', 200],
      [cef, 'ADMIN', 403],
      [cef, 'CEF', 200],
      [admin, 'ADMIN', 200],
    ] as const) {
      const resent = await call(actor.token, 'POST', `/api/admin/${invited[role]}/invitation`);
      expect(resent.statusCode, `${actor.role} resending to ${role}`).toBe(status);
      const seen = await call(actor.token, 'GET', `/api/admin/${invited[role]}/invitation`);
      expect(seen.statusCode).toBe(status);
    }
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/admin/${invited.RECRUTEUR}/invitation` });
    expect(anonymous.statusCode).toBe(401);
    expect((await call(candidate.token, 'POST', `/api/admin/${invited.RECRUTEUR}/invitation`)).statusCode).toBe(403);
  });
});

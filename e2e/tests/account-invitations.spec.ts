// Accounts opened by staff: the demo admin adds a person without choosing a password; the invitation, in its own
// words, reaches a real SMTP peer; its link lets the person choose a password and signs her in; the same link again
// says what to do. The list shows each invitation's state and the account screen resends one. On this journey's own
// server, whose e-mail goes to the SMTP peer, on a desktop screen and a 390 px phone.
import { type Browser, expect, request as playwrightRequest, test } from '@playwright/test';
import { decodeQuotedPrintable, startSmtp } from '../../apps/api/test/helpers/smtp';
import { extraPort, type Running, startApi } from '../support/servers';
import { appReady, type Session, signedInPage, signIn } from '../support/session';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const CHOSEN = 'MonNouveau2026mdp';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: Running;
let admin: Session;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  // Its own ports: the SMTP peer next to the API server.
  smtp = await startSmtp(extraPort(5) + 1);
  server = await startApi(extraPort(5), { SMTP_URL: smtp.url, JOBS_POLL_SECONDS: '1' });
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  admin = await signIn(api, 'admin@tremplin.test');
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

/** The newest message the SMTP peer received for an address, decoded, once it has arrived. */
async function mailTo(email: string, count = 1): Promise<string> {
  await expect
    .poll(() => smtp.received.filter((m) => m.to.includes(email)).length, {
      timeout: 30_000,
      message: `invitation pour ${email}`,
    })
    .toBeGreaterThanOrEqual(count);
  const mails = smtp.received.filter((m) => m.to.includes(email));
  return decodeQuotedPrintable(mails.at(-1)?.raw ?? '');
}
const invitationPath = (mail: string) => {
  const match = /https?:\/\/[^\s"'<>]+(\/invitation\/[A-Za-z0-9_-]+)/.exec(mail);
  expect(match, mail).not.toBeNull();
  return match?.[1] as string;
};

async function visitorPage(browser: Browser, phone = false) {
  const context = await browser.newContext({ baseURL: server.url, ...(phone ? PHONE : {}) });
  return context.newPage();
}

test('an admin opens an account without a password; the person chooses hers from the invitation and is signed in', async ({
  browser,
}) => {
  const unique = `Invitee${Date.now().toString(36)}`;
  const email = `${unique.toLowerCase()}@exemple.test`;
  const page = await signedInPage(browser, admin, server.url);
  await page.goto('/admin/ajouter-un-utilisateur');
  await expect(page.getByRole('heading', { level: 1, name: 'Ajouter un utilisateur' })).toBeVisible({
    timeout: 30_000,
  });
  // No password field: the person will choose it.
  await expect(page.getByLabel(/Mot de passe/)).toHaveCount(0);
  await expect(page.getByText(/reçoit une invitation par e-mail, à votre nom/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Prénom' }).fill(unique);
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Moreau');
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Ville' }).fill('Nantes');
  await page.screenshot({ path: test.info().outputPath('1-ajouter-un-utilisateur.png'), fullPage: true });
  await page.getByRole('button', { name: 'Ajouter l’utilisateur' }).click();
  await expect(
    page.getByText('Utilisateur ajouté avec succès. Une invitation à choisir son mot de passe lui a été envoyée.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/gestion-des-utilisateur$/);
  await page.getByRole('textbox', { name: 'Rechercher' }).fill(unique);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Invitation envoyée');
  await expect(row).toContainText('Inactif');
  await page.screenshot({ path: test.info().outputPath('2-liste-invitation-envoyee.png'), fullPage: true });

  // The invitation, not the self-registration e-mail: who opened the account, for what, and the link.
  const mail = await mailTo(email);
  expect(mail).toMatch(/Subject: Sophie LEROY vous invite sur Tremplin/);
  expect(mail).toContain(`Bonjour ${unique},`);
  expect(mail).toContain('Sophie LEROY vous a ouvert un compte sur Tremplin, la plateforme emploi de notre organisme.');
  expect(mail).not.toContain('Merci pour votre inscription');
  const link = invitationPath(mail);

  // The link: the password rules, then signed in at once.
  const person = await visitorPage(browser);
  await person.goto(link);
  await expect(person.getByRole('heading', { level: 1, name: 'Choisir votre mot de passe' })).toBeVisible({
    timeout: 30_000,
  });
  await appReady(person);
  await person.getByLabel(/^Mot de passe/).fill('court');
  await person.getByLabel(/^Confirmer le mot de passe/).fill('court');
  await person.getByRole('button', { name: 'Activer mon compte' }).click();
  await expect(person.getByText(/au moins 10 caractères/).first()).toBeVisible();
  await person.getByLabel(/^Mot de passe/).fill(CHOSEN);
  await person.getByLabel(/^Confirmer le mot de passe/).fill(CHOSEN);
  await person.screenshot({ path: test.info().outputPath('3-choisir-mot-de-passe.png'), fullPage: true });
  await person.getByRole('button', { name: 'Activer mon compte' }).click();
  await expect(
    person.getByText('Votre mot de passe est enregistré et votre compte est activé. Bienvenue !'),
  ).toBeVisible();
  await expect(person).toHaveURL(`${server.url}/`);
  const stored = await person.evaluate(() => JSON.parse(localStorage.getItem('tremplin-auth') ?? '{}').state?.auth);
  expect(stored).toMatchObject({ logged: true, role: 'EN_RECHERCHE_EMPLOI' });
  await person.screenshot({ path: test.info().outputPath('4-connectee.png') });

  // The same link again, from another browser: a French message saying what to do.
  const again = await visitorPage(browser, true);
  await again.goto(link);
  await appReady(again);
  await again.getByLabel(/^Mot de passe/).fill('EncoreUn2026mdp');
  await again.getByLabel(/^Confirmer le mot de passe/).fill('EncoreUn2026mdp');
  await again.getByRole('button', { name: 'Activer mon compte' }).click();
  await expect(again.getByRole('alert').filter({ hasText: 'Ce lien d’invitation a déjà servi' })).toContainText(
    '« Mot de passe oublié »',
  );
  await expect(again.getByRole('link', { name: 'Mot de passe oublié' })).toBeVisible();
  await again.screenshot({ path: test.info().outputPath('5-lien-deja-utilise-telephone.png'), fullPage: true });

  // The list now says the invitation was accepted.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Invitation acceptée', {
    timeout: 30_000,
  });
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Actif');
});

test('staff resend an invitation from the account screen; the older link then opens nothing', async ({ browser }) => {
  const unique = `Relance${Date.now().toString(36)}`;
  const email = `${unique.toLowerCase()}@exemple.test`;
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  const created = await api.post('/api/admin', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { email, nom: 'Petit', prenom: unique, role: 'RECRUTEUR' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const first = invitationPath(await mailTo(email));

  // On a phone: the list's badge, then the account screen's resend.
  const phone = await signedInPage(browser, admin, server.url, PHONE);
  await phone.goto(`/admin/gestion-des-utilisateur?search=${unique}`);
  const badge = phone.getByText('Invitation envoyée').first();
  await expect(badge).toBeVisible({ timeout: 30_000 });
  // The table scrolls sideways on a phone: its state column brought into view, the badge whole.
  await badge.scrollIntoViewIfNeeded();
  const box = await badge.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(80);
  await phone.screenshot({ path: test.info().outputPath('6-liste-telephone.png') });
  await phone.goto(`/admin/modifier-un-utilisateur/${id}`);
  const card = phone.getByRole('region', { name: 'Invitation' });
  await expect(card).toContainText('Invitation envoyée', { timeout: 30_000 });
  await expect(phone.getByRole('button', { name: 'Envoyer un lien de réinitialisation' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Renvoyer l’invitation' }).click();
  // Seen taking more than 5 s with two journeys on two cores: the confirmation is awaited longer.
  await expect(phone.getByText(`Une nouvelle invitation a été envoyée à ${email}`)).toBeVisible({ timeout: 20_000 });
  await card.scrollIntoViewIfNeeded();
  await phone.screenshot({ path: test.info().outputPath('7-renvoyer-invitation-telephone.png') });
  const second = invitationPath(await mailTo(email, 2));
  expect(second).not.toBe(first);

  // The older link now says to ask again; the newer one works.
  const person = await visitorPage(browser, true);
  await person.goto(first);
  await appReady(person);
  await person.getByLabel(/^Mot de passe/).fill(CHOSEN);
  await person.getByLabel(/^Confirmer le mot de passe/).fill(CHOSEN);
  await person.getByRole('button', { name: 'Activer mon compte' }).click();
  await expect(person.getByRole('alert').filter({ hasText: 'n’est plus valable' })).toContainText(
    'renvoyer l’invitation',
  );
  await person.screenshot({ path: test.info().outputPath('8-ancien-lien-telephone.png'), fullPage: true });
  await person.goto(second);
  await appReady(person);
  await person.getByLabel(/^Mot de passe/).fill(CHOSEN);
  await person.getByLabel(/^Confirmer le mot de passe/).fill(CHOSEN);
  await person.getByRole('button', { name: 'Activer mon compte' }).click();
  await expect(person).toHaveURL(`${server.url}/`, { timeout: 30_000 });
});

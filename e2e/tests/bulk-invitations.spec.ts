// An adviser invites the candidates a filter selects to a job dating in one action, then writes them one template
// with {prenom}: each candidate reads her own name. The invitation dialog also works on a 390 px phone.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signedInPage, signIn } from '../support/session';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

test('a CEF invites a filtered selection in one action, then writes them a template with {prenom}', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const cef = await signIn(request, 'cef@tremplin.test');
  const lea = await signIn(request, 'candidat@tremplin.test');
  const auth = { authorization: `Bearer ${cef.token}` };
  const created = await request.post('/api/job-dating', {
    headers: auth,
    data: { date: '2027-03-16T13:30:00.000Z', lieu: 'Lyon, Halle Tony-Garnier', thematique: `Logistique ${stamp}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: jobDatingId } = (await created.json()) as { id: number };
  // Léa is invited beforehand: the bulk invitation skips her and says so.
  const single = await request.post('/api/invitationJD/envoyer', {
    headers: auth,
    data: { jobDatingId, candidatId: lea.id },
  });
  expect(single.status()).toBe(201);

  const page = await signedInPage(browser, cef);
  await page.goto(`/admin/ajouter-une-invitation-jobdating/${jobDatingId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Inviter au JobDating' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Inviter en nombre…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inviter des candidats en une fois' });
  await dialog.getByRole('textbox', { name: 'Rôle' }).click();
  await page.getByRole('option', { name: 'En recherche d’emploi' }).click();
  // The previous selection (every candidate) stays on screen while the filtered one loads, the button disabled:
  // the figures are read once it is enabled again.
  const inviteButton = dialog.getByRole('button', { name: /^Inviter \d+ candidats?$/ });
  await expect(inviteButton).toBeEnabled({ timeout: 15_000 });
  await expect(dialog.getByRole('table', { name: 'Candidats sélectionnés' }).getByRole('row').nth(1)).toContainText(
    'En recherche d’emploi',
  );
  const counts = dialog.getByText(/candidats? sélectionnés? :/);
  await expect(counts).toContainText('1 déjà invité', { timeout: 15_000 });
  const text = (await counts.textContent()) ?? '';
  const selected = Number(/^(\d+)/.exec(text)?.[1]);
  expect(selected).toBeGreaterThan(1);
  await expect(dialog.getByRole('row').filter({ hasText: 'Léa DUBOIS' })).toContainText('Déjà invité');
  await expectNoSeriousViolations(page);

  // One click, one request.
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/invitationJD/groupe')) requests.push(r.method());
  });
  // Other journeys on this server may add job seekers meanwhile: the figures are read from the screen as they come.
  const toInvite = Number(/(\d+)/.exec((await inviteButton.textContent()) ?? '')?.[1]);
  expect(toInvite).toBeGreaterThanOrEqual(selected - 1);
  await inviteButton.click();
  const summary = dialog.getByRole('status').filter({ hasText: /\d+ invitations? envoyées?, 1 déjà invitée/ });
  await expect(summary).toBeVisible();
  const invited = Number(/(\d+) invitations? envoyée/.exec((await summary.textContent()) ?? '')?.[1]);
  expect(invited).toBeGreaterThanOrEqual(toInvite);
  expect(requests).toEqual(['POST']);
  await dialog.getByRole('button', { name: 'Fermer', exact: true }).click();

  // The template, written to the event's candidates: each gets her own name and the event's date.
  await page.getByRole('button', { name: 'Écrire aux candidats' }).click();
  const writer = page.getByRole('dialog', { name: 'Écrire aux candidats du JobDating' });
  await writer.getByRole('textbox', { name: 'Sujet' }).fill(`JobDating ${stamp} : à vous, {prenom}`);
  await writer.getByRole('textbox', { name: 'Contenu' }).fill('Bonjour {prenom}, rendez-vous le {date} à {heure}.');
  await expect(writer.getByRole('button', { name: /^Insérer \{prenom\}/ })).toBeVisible();
  await writer.getByRole('textbox', { name: 'Aperçu pour' }).click();
  await page.getByRole('option', { name: 'Léa DUBOIS' }).click();
  await writer.getByRole('button', { name: 'Voir l’aperçu' }).click();
  const preview = writer.getByRole('region', { name: 'Aperçu pour Léa DUBOIS' });
  await expect(preview).toContainText(`JobDating ${stamp} : à vous, Léa`);
  await expect(preview).toContainText('Bonjour Léa, rendez-vous le mardi 16 mars 2027 à 14 h 30.');
  await writer.getByRole('button', { name: 'Envoyer' }).click();
  await expect(writer.getByRole('status')).toContainText(`${invited + 1} messages envoyés`);

  const inbox = await signedInPage(browser, lea);
  await inbox.goto(`/${lea.id}/messagerie/boitedereception`);
  await expect(inbox.getByText(`JobDating ${stamp} : à vous, Léa`)).toBeVisible({ timeout: 30_000 });
});

test('the bulk invitation dialog fits a 390 px phone', async ({ browser, request }) => {
  const cef = await signIn(request, 'cef@tremplin.test');
  const created = await request.post('/api/job-dating', {
    headers: { authorization: `Bearer ${cef.token}` },
    data: { date: '2027-04-20T08:00:00.000Z', lieu: 'Vienne', thematique: `Téléphone ${Date.now().toString(36)}` },
  });
  const { id } = (await created.json()) as { id: number };
  const phone = await signedInPage(browser, cef, undefined, PHONE);
  await phone.goto(`/admin/ajouter-une-invitation-jobdating/${id}`);
  await phone.getByRole('button', { name: 'Inviter en nombre…' }).click({ timeout: 30_000 });
  const dialog = phone.getByRole('dialog', { name: 'Inviter des candidats en une fois' });
  await expect(dialog.getByText(/candidats? sélectionnés? :/)).toBeVisible({ timeout: 15_000 });
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const box = await dialog.getByRole('button', { name: /^Inviter \d+ candidats?$/ }).boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(phone);
});

test('a CEF ticks a candidate in the user list and invites her to a job dating from there', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const cef = await signIn(request, 'cef@tremplin.test');
  const theme = `Cochés ${Date.now().toString(36)}`;
  const created = await request.post('/api/job-dating', {
    headers: { authorization: `Bearer ${cef.token}` },
    data: { date: '2027-05-11T08:00:00.000Z', lieu: 'Villeurbanne', thematique: theme },
  });
  expect(created.status(), await created.text()).toBe(201);

  const page = await signedInPage(browser, cef);
  await page.goto('/admin/gestion-des-utilisateur?search=DUBOIS');
  await page.getByRole('checkbox', { name: 'Cocher Léa DUBOIS' }).check({ timeout: 30_000 });
  const bar = page.getByRole('region', { name: 'Personnes cochées' });
  await expect(bar).toContainText('1 personne cochée');
  await bar.getByRole('button', { name: 'Inviter à un JobDating' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inviter à un JobDating' });
  await dialog.getByRole('textbox', { name: 'JobDating auquel inviter 1 personne cochée' }).click();
  await page.getByRole('option', { name: new RegExp(`^${theme} — `) }).click();
  await expect(dialog.getByRole('status')).toHaveText('1 personne sera invitée.');
  await dialog.getByRole('button', { name: 'Inviter', exact: true }).click();
  await expect(page.getByText('1 invitation envoyée')).toBeVisible();
  await expect(bar).toBeHidden();
});

// The access journal: a CEF adviser opens a candidate's file and a note about her; the candidate reads both in
// « Mes données personnelles » on her profile, on a 390 px phone too; an admin finds them on the journal screen.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signedInPage, signIn } from '../support/session';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const CEF_NAME = 'Julien MOREAU (Conseiller emploi formation)';

/** The accessibility sweep sees these screens on the demo data; here they are checked with their entries shown. */
async function expectAccessible(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

test('a candidate sees that a CEF opened her file and a note, and an admin finds it in the journal', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const cef = await signIn(request, 'cef@tremplin.test');
  const headers = { authorization: `Bearer ${cef.token}` };
  const her = (await (await request.get('/api/utilisateur/email/candidat@tremplin.test', { headers })).json()) as {
    id: number;
  };
  const stamp = Date.now().toString(36);
  const created = await request.post(`/api/admin/candidature/${cef.id}/${her.id}`, {
    headers,
    data: { entreprise: `Imprimerie ${stamp}`, poste: 'Conductrice offset' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const application = (await created.json()) as { id: number };
  const added = await request.post(`/api/notes/${application.id}`, {
    headers,
    data: { titre: `Point ${stamp}`, contenu: '<p>Disponible dès janvier.</p>' },
  });
  expect(added.status(), await added.text()).toBe(201);
  const note = (await added.json()) as { id: number };

  // The adviser opens her file, then the note.
  const adviser = await signedInPage(browser, cef);
  await adviser.goto(`/admin/candidat/${her.id}`);
  await expect(adviser.getByRole('heading', { level: 1, name: /^Dossier de / })).toBeVisible({ timeout: 30_000 });
  await adviser.goto(`/admin/note-preview/${note.id}`);
  await expect(adviser.getByRole('heading', { level: 1, name: `Point ${stamp}` })).toBeVisible({ timeout: 30_000 });
  await adviser.context().close();

  // She reads who consulted her data on her profile, on a phone, and nothing is wider than the screen.
  const candidate = await signIn(request, 'candidat@tremplin.test');
  const phone = await signedInPage(browser, candidate, undefined, PHONE);
  await phone.goto(`/mesinfos/${candidate.id}`);
  const journal = phone.getByRole('list', { name: 'Accès à mes données' });
  await expect(journal).toBeVisible({ timeout: 30_000 });
  const lines = journal.getByRole('listitem');
  await expect(lines.filter({ hasText: `Dossier consulté par ${CEF_NAME} le ` }).first()).toBeVisible();
  await expect(lines.filter({ hasText: `Note consultée par ${CEF_NAME} le ` }).first()).toBeVisible();
  await expect(lines.first()).toHaveText(/ le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}$/);
  await journal.scrollIntoViewIfNeeded();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(phone);
  await phone.context().close();

  // An admin finds both from the menu, by the person and the kind.
  const admin = await signIn(request, 'admin@tremplin.test');
  const page = await signedInPage(browser, admin);
  await page.goto('/partenaires');
  await page.getByRole('button', { name: 'Mon profil' }).click();
  await page.getByRole('menuitem', { name: 'Journal des accès' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Journal des accès' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Personne', exact: true }).fill('candidat@tremplin.test');
  await page.getByRole('textbox', { name: 'Type d’accès' }).click();
  await page.getByRole('option', { name: 'Note consultée' }).click();
  const table = page.getByRole('table', { name: 'Journal des accès' });
  const row = table.getByRole('row').filter({ hasText: 'Note consultée' }).first();
  await expect(row).toContainText(CEF_NAME, { timeout: 30_000 });
  await expect(row).toContainText('candidat@tremplin.test');
  await expect(table.getByRole('row').filter({ hasText: 'Dossier consulté' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Effacer les filtres' }).click();
  await page.getByRole('textbox', { name: 'Personne', exact: true }).fill('candidat@tremplin.test');
  await expect(table.getByRole('row').filter({ hasText: 'Dossier consulté' }).first()).toContainText(CEF_NAME);
  await expectAccessible(page);

  // The same screen on a phone: the filters stack, the table scrolls inside its frame.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(table).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

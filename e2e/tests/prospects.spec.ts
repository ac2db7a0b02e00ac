// An adviser adds an NTC and a prospect linked to it, filters the table, exports the CSV, changes one status in the
// file and imports it back; a file with three bad lines is reported line by line.
import { readFile, writeFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signedInPage, signIn } from '../support/session';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

async function importFile(page: Page, path: string) {
  await page.getByRole('button', { name: 'Importer un CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer des prospects (CSV)' });
  await dialog.locator('input[type="file"]').setInputFiles(path);
  await dialog.getByRole('button', { name: 'Importer', exact: true }).click();
  return dialog;
}

test('an adviser exports the prospects, changes a status in the file and imports it back', async ({
  browser,
  request,
}, testInfo) => {
  const stamp = Date.now().toString(36);
  const city = `Châlons-${stamp}`;
  const staff = await signIn(request, 'cef@tremplin.test');
  const page = await signedInPage(browser, staff);

  await page.goto('/admin/ntc');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestion des NTC' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Ajouter un NTC' }).click();
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(`GÉRARD${stamp.toUpperCase()}`);
  await page.getByRole('textbox', { name: 'Prénom' }).fill('Élodie');
  await page.getByRole('textbox', { name: 'Ville', exact: true }).fill('Reims');
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(page.getByText('NTC ajouté avec succès.')).toBeVisible();
  await expect(page.getByRole('link', { name: `Élodie GÉRARD${stamp.toUpperCase()}`, exact: true })).toBeVisible();

  await page.goto('/admin/tableau-cef/ajouter');
  await expect(page.getByRole('heading', { level: 1, name: 'Ajouter un prospect' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Entreprise' }).fill('Pâtisserie Noël & Fils');
  await page.getByRole('textbox', { name: 'Poste', exact: true }).fill('Apprenti pâtissier');
  await page.getByRole('textbox', { name: 'Ville', exact: true }).fill(city);
  await page.getByRole('textbox', { name: 'Téléphone du contact' }).fill('+33 3 26 00 00 00');
  await page.getByRole('textbox', { name: 'NTC', exact: true }).fill(`GÉRARD${stamp.toUpperCase()}`);
  await page.getByRole('option', { name: `Élodie GÉRARD${stamp.toUpperCase()}` }).click();
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(page.getByText('Prospect ajouté avec succès.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de prospection' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Ville', exact: true }).fill(city);
  await expect(page).toHaveURL(/ville=/);
  await expect(page.getByText('1 prospect', { exact: true })).toBeVisible();
  const row = page.getByRole('row', { name: /Pâtisserie Noël & Fils/ });
  await expect(row).toContainText('À contacter');
  await expect(row).toContainText(`Élodie GÉRARD${stamp.toUpperCase()}`);
  await expectNoSeriousViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter en CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^prospects-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  const lines = text.slice(1).split('\r\n').filter(Boolean);
  expect(lines).toHaveLength(2);
  expect(lines[0]).toContain('Identifiant;Date;Entreprise;Poste;Titre diplômant;');
  expect(lines[1]).toContain(`;Pâtisserie Noël & Fils;Apprenti pâtissier;`);
  expect(lines[1]).toContain(`;${city};`);
  expect(lines[1]).toContain(";'+33 3 26 00 00 00;À contacter;");

  const edited = testInfo.outputPath('prospects-modifies.csv');
  await writeFile(edited, Buffer.from(text.replace(';À contacter;', ';Rendez-vous;'), 'utf8'));
  const dialog = await importFile(page, edited);
  await expect(dialog.getByText('1 mis à jour')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByText('0 créé')).toBeVisible();
  await expect(dialog.getByText('0 inchangé')).toBeVisible();
  await expect(dialog.getByText('0 ligne refusée')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fermer', exact: true }).click();
  await expect(row).toContainText('Rendez-vous');
  await expect(page.getByText('1 prospect', { exact: true })).toBeVisible();

  // Three bad lines out of four: each is named with its line number and reason; the good one is created.
  const bad = testInfo.outputPath('prospects-erreurs.csv');
  await writeFile(
    bad,
    '\uFEFFEntreprise;Ville;Date;Statut\r\n' +
      `;${city};01/02/2026;Contacté\r\n` +
      `Fromagerie;${city};31/02/2026;Contacté\r\n` +
      `Cave;${city};01/02/2026;Perdu\r\n` +
      `Épicerie fine;${city};03/02/2026;Offre\r\n`,
  );
  const report = await importFile(page, bad);
  await expect(report.getByText('1 créé')).toBeVisible({ timeout: 30_000 });
  await expect(report.getByText('3 lignes refusées')).toBeVisible();
  const refused = report.getByRole('table', { name: 'Lignes refusées' }).getByRole('row');
  await expect(refused).toHaveText([
    'LigneRaison',
    '2Entreprise : L’entreprise est obligatoire.',
    '3Date invalide « 31/02/2026 » (attendu : jj/mm/aaaa).',
    /^4Statut inconnu « Perdu »/,
  ]);
  await report.getByRole('button', { name: 'Fermer', exact: true }).click();
  await expect(page.getByText('2 prospects', { exact: true })).toBeVisible();
});

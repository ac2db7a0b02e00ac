// The demo admin adds a user, finds them in the user list, edits them (leaving the edit unsaved, by its button or by
// the browser's Back, asks first), and erases them giving a reason.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signedInPage, signIn } from '../support/session';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

test('an admin adds, finds, edits and deletes a user', async ({ browser, request }) => {
  const session = await signIn(request, 'admin@tremplin.test');
  const headers = { authorization: `Bearer ${session.token}` };
  const unique = `Parcours${Date.now().toString(36)}`;
  const email = `${unique.toLowerCase()}@exemple.test`;

  const page = await signedInPage(browser, session);
  await page.goto('/admin/gestion-des-utilisateur');
  // The first visit loads the screen's code on demand: give a busy machine time.
  await expect(page.getByRole('heading', { level: 1, name: 'Gestion des utilisateurs' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/^\d+ utilisateurs$/)).toBeVisible();

  await page.getByRole('link', { name: 'Ajouter un utilisateur' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ajouter un utilisateur' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('textbox', { name: 'Prénom' }).fill(unique);
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Durand');
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  // Staff never choose the password: the person is invited by e-mail to choose it.
  await expect(page.getByLabel('Mot de passe')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Ville' }).fill('Rennes');
  await page.getByRole('button', { name: 'Ajouter l’utilisateur' }).click();
  await expect(
    page.getByText('Utilisateur ajouté avec succès. Une invitation à choisir son mot de passe lui a été envoyée.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/gestion-des-utilisateur$/);

  // Found in the list at once, inactive until the invitation's link is used.
  await page.getByRole('textbox', { name: 'Rechercher' }).fill(unique);
  await expect(page.getByText('1 utilisateur', { exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('DURAND');
  await expect(row).toContainText('Inactif');
  await expect(row).toContainText('Invitation envoyée');
  await expect(row).toContainText('Rennes');
  await expectNoSeriousViolations(page);

  await row.getByRole('link', { name: `Modifier ${unique} DURAND` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Modifier un utilisateur' })).toBeVisible({
    timeout: 30_000,
  });
  const ville = page.getByRole('textbox', { name: 'Ville' });
  await expect(ville).toHaveValue('Rennes');
  await expectNoSeriousViolations(page);
  await ville.fill('Quimper');
  // Leaving with a change not saved asks first; staying keeps what was typed.
  await page.getByRole('button', { name: 'Annuler' }).click();
  const leave = page.getByRole('dialog', { name: 'Quitter sans enregistrer ?' });
  await expect(leave).toContainText('Vos modifications seront perdues.');
  await leave.getByRole('button', { name: 'Annuler' }).click();
  await expect(leave).toBeHidden();
  await expect(ville).toHaveValue('Quimper');
  // The browser's Back asks too: staying keeps the page, its address and what was typed; leaving goes back.
  const editUrl = page.url();
  await page.goBack();
  await expect(leave).toContainText('Vos modifications seront perdues.');
  await leave.getByRole('button', { name: 'Annuler' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(editUrl);
  await expect(ville).toHaveValue('Quimper');
  await page.goBack();
  await leave.getByRole('button', { name: 'Quitter la page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gestion des utilisateurs' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/gestion-des-utilisateur/);
  // Forward again finds the edit as saved, the unsaved town gone.
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Modifier un utilisateur' })).toBeVisible();
  await expect(ville).toHaveValue('Rennes');
  await ville.fill('Quimper');
  await page.getByRole('switch', { name: 'Compte actif' }).check();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Utilisateur modifié avec succès.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/gestion-des-utilisateur/);

  await page.getByRole('textbox', { name: 'Rechercher' }).fill(unique);
  const edited = page.getByRole('row').filter({ hasText: email });
  await expect(edited).toContainText('Quimper');
  await expect(edited).toContainText('Actif');

  // By keyboard: the dialog opens on the reason it records, then Tab reaches Annuler and Effacer.
  await edited.getByRole('button', { name: `Supprimer ${unique} DURAND` }).press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Effacer définitivement ce compte ?' });
  await expect(dialog).toContainText(email);
  await expect(dialog.getByRole('textbox', { name: /Motif de l’effacement/ })).toBeFocused();
  await page.keyboard.type('Doublon créé par erreur');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Effacer' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Le compte et ses données ont été effacés définitivement.')).toBeVisible();
  await expect(page.getByText('Aucun utilisateur ne correspond à ces filtres.')).toBeVisible();

  // Gone for the server too.
  const after = await request.get(`/api/admin/0/10?search=${unique}`, { headers });
  expect(((await after.json()) as { totalElements: number }).totalElements).toBe(0);
});

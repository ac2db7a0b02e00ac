// An admin finds two accounts of one person (opened by staff, then imported from France Travail with the same phone
// written another way) among the likely duplicates, compares them side by side, merges them, and finds the imported
// account's application and note on the kept candidate's file — on a phone's screen.
import { expect, test } from '@playwright/test';
import { signedInPage, signIn } from '../support/session';

test('an admin compares two accounts of one person side by side and merges them', async ({ browser, request }) => {
  const admin = await signIn(request, 'admin@tremplin.test');
  const headers = { authorization: `Bearer ${admin.token}` };
  const stamp = Date.now().toString(36);
  const digits = String(Date.now()).slice(-8);
  const nom = `Garnier${stamp.replace(/\d/g, '')}`;
  const name = `Maëlle ${nom.toLocaleUpperCase('fr-FR')}`;

  const first = await request.post('/api/admin', {
    headers,
    data: {
      email: `maelle.${stamp}@exemple.test`,
      nom,
      prenom: 'Maëlle',
      telephone: `06${digits}`,
      role: 'EN_RECHERCHE_EMPLOI',
    },
  });
  expect(first.status(), await first.text()).toBe(201);
  const kept = (await first.json()) as { id: number };
  const second = await request.post('/api/admin/pole-emploi', {
    headers,
    data: {
      email: `m.garnier.${stamp}@exemple.test`,
      nom,
      prenom: 'Maëlle',
      telephone: `+33 6 ${digits.replace(/(\d\d)(?=\d)/g, '$1 ')}`,
    },
  });
  expect(second.status(), await second.text()).toBe(201);
  const imported = (await second.json()) as { id: number };
  // What the imported account holds: an application and a note on it.
  const application = await request.post(`/api/admin/candidature/${admin.id}/${imported.id}`, {
    headers,
    data: { entreprise: `Boulangerie ${stamp}`, poste: 'Vendeuse' },
  });
  expect(application.status(), await application.text()).toBe(201);
  const created = (await application.json()) as { id: number };
  const note = await request.post(`/api/notes/${created.id}`, {
    headers,
    data: { titre: `Accueil ${stamp}`, contenu: '<p>Orientée par France Travail.</p>' },
  });
  expect(note.status(), await note.text()).toBe(201);

  const page = await signedInPage(browser, admin, undefined, { viewport: { width: 390, height: 844 }, hasTouch: true });
  await page.goto('/admin/gestion-des-utilisateur');
  await page.getByRole('link', { name: 'Doublons probables' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Doublons probables' })).toBeVisible({ timeout: 30_000 });
  const card = page.getByRole('listitem', { name: `Paire : ${name} et ${name}` });
  await expect(card).toContainText('Même téléphone');
  await card.getByRole('link', { name: `Comparer ${name} et ${name}` }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Comparer et fusionner deux comptes' })).toBeVisible({
    timeout: 30_000,
  });
  const sideA = page.getByRole('region', { name: `Compte A : ${name}` });
  const sideB = page.getByRole('region', { name: `Compte B : ${name}` });
  await expect(sideA).toContainText(`maelle.${stamp}@exemple.test`);
  await expect(sideB).toContainText(`m.garnier.${stamp}@exemple.test`);
  await expect(sideB.getByRole('row', { name: 'Candidatures 1' })).toBeVisible();
  await expect(sideB.getByRole('row', { name: 'Notes 1' })).toBeVisible();
  await expect(sideA.getByRole('row', { name: 'Candidatures 0' })).toBeVisible();
  // The page fits the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await expect(page.getByRole('radio', { name: 'Conserver le compte A' })).toBeChecked();
  await page.getByRole('button', { name: 'Fusionner les deux comptes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fusionner les deux comptes ?' });
  await expect(dialog).toContainText(`m.garnier.${stamp}@exemple.test, 2 éléments`);
  await dialog.getByRole('button', { name: 'Fusionner' }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/candidat/${kept.id}$`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: `Dossier de ${name}` })).toBeVisible({ timeout: 30_000 });
  const section = (title: string) => page.getByRole('region', { name: title, exact: true });
  await expect(section('Candidatures')).toContainText(`Vendeuse — Boulangerie ${stamp}`);
  await expect(section('Notes')).toContainText(`Accueil ${stamp}`);
  // The pair is merged: the file no longer points at a likely duplicate.
  await expect(page.getByText('Doublon probable')).toHaveCount(0);
});

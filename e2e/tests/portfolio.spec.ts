// The portfolio in Chromium: a project with three images from creation to deletion, and two tabs editing at once.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config';
import { signedInPage, signIn } from '../support/session';

// Screens load their code on demand and the machine may be busy: give each assertion some room.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 150_000 });

// A small valid PNG (64×48): the server re-encodes each upload, so the three may share their bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVRoge2SAQkAURSDlseyS3BdL4Y8/sAAOha+nia6AQuoviK7UO8S3YAFVF+RXah3iW7AAqqvyC7Uu0Q3YAHVV2QX6l2iG7CA6iuyC/Uu0Q1YQPUV2YV6l+gGLKD6iuxCvUt0AxZQfUV2od4lugELqL4iu1DvEt2AxwN+J+MI8fVZqIcAAAAASUVORK5CYII=',
  'base64',
);

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

const uploadsOf = (userId: number) => {
  try {
    return readdirSync(path.join(E2E_DATA_DIR, 'uploads', 'imageprojet', String(userId)));
  } catch {
    return [];
  }
};

test('a candidate creates a project with three images, edits, reorders, shares and deletes it', async ({
  browser,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const session = await signIn(api, 'candidat@tremplin.test');
  const page = await signedInPage(browser, session);
  const uid = session.id;
  const titre = `Médiathèque connectée ${Date.now()}`;

  // Create.
  await page.goto(`/${uid}/monportfolio`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mon portfolio' })).toBeVisible();
  await page.getByRole('link', { name: 'Nouveau projet' }).click();
  await page.getByRole('textbox', { name: 'Titre' }).fill(titre);
  await page.getByLabel('Date du projet').fill('2025-05-20');
  await page.getByRole('textbox', { name: 'Description' }).fill('Un catalogue en ligne pour la médiathèque.');
  await page.getByRole('textbox', { name: 'Lien du projet' }).fill('https://mediatheque.example.org');
  await page.getByRole('textbox', { name: 'Outils de travail' }).fill('React, PostgreSQL');
  await page.getByRole('button', { name: 'Créer le projet' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uid}/ajouter-projet-image/\\d+$`));
  const pid = Number(page.url().split('/').pop());

  // Three images at once.
  await page.getByLabel('Images à ajouter').setInputFiles([
    { name: 'accueil.png', mimeType: 'image/png', buffer: PNG },
    { name: 'catalogue.png', mimeType: 'image/png', buffer: PNG },
    { name: 'fiche.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await page.getByRole('button', { name: 'Envoyer les 3 images' }).click();
  await expect(page).toHaveURL(`/${uid}/projet/${pid}`);
  await expect(page.getByRole('heading', { level: 1, name: titre })).toBeVisible();
  const thumbnails = page.getByRole('button', { name: /^Afficher l’image/ });
  await expect(thumbnails).toHaveCount(3);
  await expect(thumbnails.first()).toHaveAccessibleName('Afficher l’image 1 : accueil.png');
  expect(uploadsOf(uid).length).toBe(6); // three images and their thumbnails

  // Edit.
  await page.getByRole('link', { name: 'Modifier le projet' }).click();
  await page.getByRole('textbox', { name: 'Titre' }).fill(`${titre} (v2)`);
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page).toHaveURL(`/${uid}/projet/${pid}`);
  await expect(page.getByRole('heading', { level: 1, name: `${titre} (v2)` })).toBeVisible();

  // Reorder: the first image goes last, and the last becomes the cover.
  await page.getByRole('link', { name: 'Organiser les images' }).click();
  await page.getByRole('button', { name: 'Descendre accueil.png' }).click();
  await page.getByRole('button', { name: 'Descendre accueil.png' }).click();
  await page.getByRole('radio', { name: 'Couverture : fiche.png' }).check();
  await page.getByRole('button', { name: 'Enregistrer l’ordre' }).click();
  await expect(page.getByRole('button', { name: 'Enregistrer l’ordre' })).toBeDisabled();
  await page.getByRole('link', { name: 'Retour au projet' }).click();
  await expect(thumbnails.first()).toHaveAccessibleName('Afficher l’image 1 : catalogue.png');
  await expect(thumbnails.last()).toHaveAccessibleName('Afficher l’image 3 : accueil.png');

  // Open it by its slug, signed out.
  const owned = await (await api.get(`/api/projet/${pid}`)).json();
  const anonymous = await browser.newContext();
  const visitor = anonymous.request;
  const bySlug = await visitor.get(`/api/projet/slug/${owned.slug}`);
  expect(bySlug.status()).toBe(200);
  const shared = await bySlug.json();
  expect(shared).toMatchObject({ titre: `${titre} (v2)`, auteur: { prenom: 'Léa' } });
  expect(shared.images.map((i: { nom: string }) => i.nom)).toEqual(['catalogue.png', 'fiche.png', 'accueil.png']);
  const imageUrls: string[] = shared.images.flatMap((i: { url: string; miniatureUrl: string }) => [
    i.url,
    i.miniatureUrl,
  ]);
  const visitorPage = await anonymous.newPage();
  const image = await visitorPage.goto(shared.images[0].url);
  expect(image?.status()).toBe(200);
  expect(image?.headers()['content-type']).toBe('image/webp');
  await visitorPage.goto(`/projet/${owned.slug}`);
  await expect(visitorPage.getByRole('heading', { level: 1, name: `${titre} (v2)` })).toBeVisible();
  await expect(visitorPage).toHaveTitle(`${titre} (v2) | Tremplin`);

  // Delete: the project, its rows and its files are gone.
  await page.getByRole('button', { name: 'Supprimer le projet' }).click();
  await page
    .getByRole('dialog', { name: 'Supprimer ce projet ?' })
    .getByRole('button', { name: 'Supprimer définitivement' })
    .click();
  await expect(page).toHaveURL(`/${uid}/monportfolio`);
  await expect(page.getByRole('link', { name: `${titre} (v2)` })).toHaveCount(0);
  expect((await visitor.get(`/api/projet/slug/${owned.slug}`)).status()).toBe(404);
  for (const url of imageUrls) expect((await visitor.get(url)).status(), url).toBe(404);
  expect(uploadsOf(uid)).toEqual([]);

  await anonymous.close();
  await api.dispose();
});

test('two tabs editing the same project: the second save is refused and nothing of the first is lost', async ({
  browser,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const session = await signIn(api, 'employe@tremplin.test');
  const auth = { Authorization: `Bearer ${session.token}` };
  const created = await api.post(`/api/projet/utilisateur/${session.id}`, {
    headers: auth,
    data: { titre: `Supervision réseau ${Date.now()}`, description: 'Version de départ' },
  });
  expect(created.status()).toBe(201);
  const project = await created.json();
  const editUrl = `/${session.id}/modifier-projet/${project.id}`;

  const first = await signedInPage(browser, session);
  const second = await signedInPage(browser, session);
  await first.goto(editUrl);
  await second.goto(editUrl);
  // Both tabs load at once on a busy machine: allow them time.
  await expect(first.getByRole('textbox', { name: 'Titre' })).toHaveValue(project.titre, { timeout: 20_000 });
  await expect(second.getByRole('textbox', { name: 'Titre' })).toHaveValue(project.titre, { timeout: 20_000 });

  await first.getByRole('textbox', { name: 'Description' }).fill('Description du premier onglet');
  await first.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(first).toHaveURL(`/${session.id}/projet/${project.id}`);

  await second.getByRole('textbox', { name: 'Titre' }).fill('Titre du second onglet');
  await second.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  const alert = second.getByRole('alert').filter({ hasText: 'Enregistrement refusé' });
  await expect(alert).toContainText('Ces données ont été modifiées entre-temps');
  await expect(second.getByRole('textbox', { name: 'Titre' })).toHaveValue('Titre du second onglet');

  const afterConflict = await (await api.get(`/api/projet/${project.id}`, { headers: auth })).json();
  expect(afterConflict).toMatchObject({
    titre: project.titre,
    description: 'Description du premier onglet',
    version: 1,
  });

  // Reloading keeps the typed title and takes the first tab's description; saving now keeps both.
  await alert.getByRole('button', { name: 'Recharger la dernière version' }).click();
  await expect(second.getByRole('textbox', { name: 'Description' })).toHaveValue('Description du premier onglet');
  await expect(second.getByRole('textbox', { name: 'Titre' })).toHaveValue('Titre du second onglet');
  await second.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(second).toHaveURL(`/${session.id}/projet/${project.id}`);
  const final = await (await api.get(`/api/projet/${project.id}`, { headers: auth })).json();
  expect(final).toMatchObject({
    titre: 'Titre du second onglet',
    description: 'Description du premier onglet',
    version: 2,
  });

  await api.delete(`/api/projet/${project.id}`, { headers: auth });
  await api.dispose();
});

test('the portfolio screens of a demo candidate pass axe', async ({ browser, playwright }) => {
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const session = await signIn(api, 'poe@tremplin.test');
  const page = await signedInPage(browser, session);
  await page.goto(`/${session.id}/monportfolio`);
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousViolations(page);

  await cards.first().getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'À propos du projet' })).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousViolations(page);

  await page.getByRole('link', { name: 'Modifier le projet' }).click();
  await expect(page.getByRole('textbox', { name: 'Titre' })).not.toHaveValue('', { timeout: 20_000 });
  await expectNoSeriousViolations(page);

  await page.goBack();
  await page.getByRole('link', { name: 'Organiser les images' }).click();
  await expect(page.getByRole('radio').first()).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousViolations(page);
  await api.dispose();
});

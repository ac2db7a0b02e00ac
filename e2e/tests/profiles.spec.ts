// A job seeker fills in every part of their profile in Chromium, uploads each file kind and sees it all again.
import { expect, type Page, test } from '@playwright/test';
import { signedInPage, signIn } from '../support/session';

/** The machine running the journeys is shared and busy: screens may take a few seconds to answer. */
const see = expect.configure({ timeout: 15_000 });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVRoge2SAQkAURSDlseyS3BdL4Y8/sAAOha+nia6AQuoviK7UO8S3YAFVF+RXah3iW7AAqqvyC7Uu0Q3YAHVV2QX6l2iG7CA6iuyC/Uu0Q1YQPUV2YV6l+gGLKD6iuxCvUt0AxZQfUV2od4lugELqL4iu1DvEt2AxwN+J+MI8fVZqIcAAAAASUVORK5CYII=',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypmp42'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('mp42isom'),
  Buffer.alloc(256 * 1024),
]);

const fileInput = (page: Page, accept: string) => page.locator(`input[type="file"][accept="${accept}"]`);

test('a job seeker fills in every part of their profile and uploads each file kind', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const session = await signIn(request, 'poe@tremplin.test');
  const page = await signedInPage(browser, session);
  await page.goto(`/mesinfos/${session.id}`);
  // The first screen of a fresh server can be slow on a busy machine.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });

  // Main information
  await page.getByRole('link', { name: 'Modifier mes informations', exact: true }).click();
  await see(page).toHaveURL(`/modifierinfos/${session.id}`);
  await page.getByRole('textbox', { name: /^Nom/ }).fill('Durand-Lefèvre');
  await page.getByRole('textbox', { name: /^Prénom/ }).fill('Maëlle');
  await page.getByLabel('Métier recherché ou exercé').fill('Développeuse Java');
  await page.getByLabel('Expérience').fill('3 ans');
  await page.getByRole('textbox', { name: 'Type de contrat' }).click();
  await page.getByRole('option', { name: 'Alternance' }).click();
  await page.getByRole('textbox', { name: 'Ville' }).fill('Nant');
  await page.getByRole('option', { name: 'Nantes', exact: true }).click();
  await page
    .getByLabel('Présentation')
    .fill('Ancienne boulangère reconvertie, passionnée par les interfaces accessibles.');
  await page.getByRole('radio', { name: 'Clé USB' }).check();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await see(page).toHaveURL(`/mesinfos/${session.id}`);
  await see(page.getByRole('heading', { level: 1, name: 'Maëlle DURAND-LEFÈVRE' })).toBeVisible();
  await see(page.getByText('Développeuse Java')).toBeVisible();
  await see(page.getByText('Nantes')).toBeVisible();
  await see(page.getByText('Alternance')).toBeVisible();
  // Without a photo the chosen illustration shows: remove the demo photo first, after confirming.
  const removePhoto = page.getByRole('button', { name: 'Supprimer la photo de profil' });
  if (await removePhoto.count()) {
    await removePhoto.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
    await see(removePhoto).toHaveCount(0);
  }
  await see(page.getByRole('img', { name: /Photo de Maëlle/ })).toHaveAttribute('src', '/avatars/usb.svg');

  // Links
  await page.getByRole('link', { name: 'Modifier mes liens' }).click();
  await page.getByLabel('GitHub').fill('pas une adresse');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await see(page.getByText('Le lien doit commencer par http:// ou https://.')).toBeVisible();
  await page.getByLabel('GitHub').fill('https://github.com/maelle-durand');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await see(page).toHaveURL(`/mesinfos/${session.id}`);
  await see(page.getByRole('link', { name: 'GitHub' })).toHaveAttribute('href', 'https://github.com/maelle-durand');

  // Complementary information
  await page.getByRole('link', { name: 'Modifier mes informations complémentaires' }).click();
  await page.getByLabel('Nom du diplôme').fill('Titre professionnel Développeur web');
  await page.getByLabel('Zone géographique').fill('Loire-Atlantique');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await see(page).toHaveURL(`/mesinfos/${session.id}`);
  await see(page.getByText('Titre professionnel Développeur web')).toBeVisible();
  await see(page.getByText('Loire-Atlantique')).toBeVisible();

  // Files: photo, CV, a certification and the presentation video
  await fileInput(page, 'image/jpeg,image/png,image/webp').setInputFiles({
    name: 'moi.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await see(page.getByRole('img', { name: /Photo de Maëlle/ })).toHaveAttribute('src', /^blob:/);

  await fileInput(page, 'application/pdf').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  const download = page.getByRole('button', { name: 'Télécharger le CV' });
  await see(download).toBeVisible();
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^CV-Maëlle-DURAND-LEFÈVRE\.pdf$/);

  const certifications = page.getByRole('button', { name: /^Certification \d+$/ });
  const before = await certifications.count();
  await fileInput(page, 'application/pdf,image/jpeg,image/png,image/webp').setInputFiles({
    name: 'certif.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await see(certifications).toHaveCount(before + 1);

  // A file of the wrong type is refused with SPEC's message.
  await fileInput(page, 'video/mp4,video/webm').setInputFiles({
    name: 'video.mp4',
    mimeType: 'video/mp4',
    buffer: PDF,
  });
  await see(page.getByText(/^Impossible de charger le fichier\./).first()).toBeVisible();

  await fileInput(page, 'video/mp4,video/webm').setInputFiles({
    name: 'video.mp4',
    mimeType: 'video/mp4',
    buffer: MP4,
  });
  await see(page.locator('video')).toHaveAttribute('src', /^blob:/);

  // External video, embedded only after a click
  await page.getByLabel('Lien d’une vidéo YouTube, Vimeo ou Dailymotion').fill('https://youtu.be/dQw4w9WgXcQ');
  await page.getByRole('button', { name: 'Enregistrer le lien' }).click();
  const show = page.getByRole('button', { name: 'Afficher la vidéo' });
  await see(show).toBeVisible();
  await see(page.locator('iframe')).toHaveCount(0);
  await show.click();
  await see(page.locator('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');

  // Skills with a level: one the profile does not have yet.
  const auth = { authorization: `Bearer ${session.token}` };
  const taken = (await (await request.get(`/api/tags/${session.id}/0/100`, { headers: auth })).json()) as {
    items: { competenceId: number | null }[];
  };
  const skills = (await (await request.get('/api/competence/nopage')).json()) as { id: number; nom: string }[];
  const skill = skills.find((s) => !taken.items.some((t) => t.competenceId === s.id) && /^[A-Za-z]+$/.test(s.nom));
  expect(skill).toBeDefined();
  const skillInput = page.getByRole('textbox', { name: 'Compétence à ajouter' });
  await skillInput.click();
  await skillInput.pressSequentially(skill!.nom);
  await page.getByRole('option', { name: skill!.nom, exact: true }).click();
  await page.getByRole('textbox', { name: 'Niveau' }).click();
  await page.getByRole('option', { name: '5 – Expert' }).click();
  await page.getByRole('button', { name: 'Ajouter la compétence' }).click();
  await see(page.getByText(`${skill!.nom} · Expert`)).toBeVisible();

  // Everything is still there after a reload.
  await page.reload();
  await see(page.getByRole('heading', { level: 1, name: 'Maëlle DURAND-LEFÈVRE' })).toBeVisible();
  await see(page.getByRole('button', { name: 'Télécharger le CV' })).toBeVisible();
  await see(certifications).toHaveCount(before + 1);
  await see(page.getByText(`${skill!.nom} · Expert`)).toBeVisible();
  await see(page.getByRole('img', { name: /Photo de Maëlle/ })).toHaveAttribute('src', /^blob:/);
  await see(page.getByRole('button', { name: 'Afficher la vidéo' })).toBeVisible();
});

test('another member sees the public details, and a hidden profile is not shown to them', async ({
  browser,
  request,
}) => {
  const candidate = await signIn(request, 'alternant@tremplin.test');
  const viewer = await signIn(request, 'employe@tremplin.test');
  const page = await signedInPage(browser, viewer);
  await page.goto(`/utilisateur/${candidate.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
  await see(page.getByRole('link', { name: 'Modifier mes informations', exact: true })).toHaveCount(0);
  await see(page.getByRole('button', { name: 'Télécharger le CV' })).toHaveCount(0);

  // The candidate hides their profile: the other member now gets the "not visible" page.
  const profile = (await (
    await request.get(`/api/utilisateur/${candidate.id}`, { headers: { authorization: `Bearer ${candidate.token}` } })
  ).json()) as Record<string, unknown>;
  const hide = await request.put('/api/utilisateur/modification-infos', {
    headers: { authorization: `Bearer ${candidate.token}` },
    data: { ...profile, visibilite: 'NON_VISIBLE' },
  });
  expect(hide.status(), await hide.text()).toBe(200);
  await page.reload();
  await see(page.getByText('Ce profil est introuvable ou n’est pas visible.')).toBeVisible();

  const restore = (await hide.json()) as Record<string, unknown>;
  await request.put('/api/utilisateur/modification-infos', {
    headers: { authorization: `Bearer ${candidate.token}` },
    data: { ...restore, visibilite: 'VISIBLE' },
  });
});

// What members meet in a real day, continued: names and labels as the API composes them, files people can check,
// public pages without placeholders, the admin console in French, a CSV through Excel's ANSI save, and the compact
// profile list on a phone.
import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { type Session, signedInPage, signIn } from '../support/session';

// Screens load on demand on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

const auth = (session: Session) => ({ authorization: `Bearer ${session.token}` });
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

async function me(request: APIRequestContext, session: Session) {
  return (await (await request.get(`/api/utilisateur/${session.id}`, { headers: auth(session) })).json()) as {
    prenom: string;
    nom: string;
  };
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });
}

test('6. names the API composes read « Prénom NOM », and a contract type its label', async ({ browser, request }) => {
  const session = await signIn(request, 'candidat@tremplin.test');
  const person = await me(request, session);
  const headers = auth(session);
  const tomorrow = new Date(Date.now() + 2 * 86_400_000);
  const created = await request.post('/api/entretien', {
    headers,
    data: { utilisateurId: session.id, date: tomorrow.toISOString(), duree: 30, lieu: '3 place Bellecour, Lyon' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const application = await request.post(`/api/candidature/utilisateur/${session.id}`, {
    headers,
    data: { entreprise: `Menuiserie ${Date.now().toString(36)}`, poste: 'Apprenti', typeDeContrat: 'ALTERNANCE' },
  });
  expect(application.status(), await application.text()).toBe(201);
  const { id: cid } = (await application.json()) as { id: number };

  const page = await signedInPage(browser, session);
  await page.goto(`/mes-entretiens/${session.id}`);
  const name = `${person.prenom} ${person.nom.toLocaleUpperCase('fr-FR')}`;
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByText(`${person.nom.toLocaleUpperCase('fr-FR')} ${person.prenom}`)).toHaveCount(0);

  await page.goto(`/${session.id}/candidature/${cid}`);
  await expect(page.getByText('Alternance', { exact: true })).toBeVisible();
  await expect(page.getByText('ALTERNANCE', { exact: true })).toHaveCount(0);
});

test('8. the CV block names its file, size and date; project images use the drop zone', async ({
  browser,
  request,
}) => {
  const session = await signIn(request, 'employe@tremplin.test');
  const uploaded = await request.post(`/api/media/${session.id}/CV`, {
    headers: auth(session),
    multipart: { file: { name: 'CV-Julie-Martin-2026.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const project = await request.post(`/api/projet/utilisateur/${session.id}`, {
    headers: auth(session),
    data: { titre: `Banc ${Date.now().toString(36)}`, date: '2026-03-02', tagsId: [] },
  });
  expect(project.status(), await project.text()).toBe(201);
  const { id: pid, titre } = (await project.json()) as { id: number; titre: string };

  for (const options of [{ viewport: { width: 1280, height: 900 } }, PHONE]) {
    const page = await signedInPage(browser, session, undefined, options);
    await page.goto(`/mesinfos/${session.id}`);
    const cv = page.getByRole('region', { name: 'CV' });
    const today = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(
      new Date(),
    );
    await expect(cv.getByTestId('file-facts')).toHaveText(`CV-Julie-Martin-2026.pdf · 1 Ko · déposé le ${today}`);
    await expect(cv.getByTestId('file-drop-zone')).toBeVisible();
    await cv.scrollIntoViewIfNeeded();
    await shot(page, `cv-block-${options.viewport.width}`);

    await page.goto(`/${session.id}/ajouter-projet-image/${pid}`);
    await expect(page.getByText(`« ${titre} » n’a pas encore d’image.`)).toBeVisible();
    await expect(page.getByText(/compte 0 image/)).toHaveCount(0);
    await expect(page.getByTestId('file-drop-zone')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choisir des images' })).toBeVisible();
    // No bare browser file field on the page: the app's button opens the chooser.
    await expect(page.locator('input[type="file"]:visible')).toHaveCount(0);
    await shot(page, `project-images-${options.viewport.width}`);
  }
});

test('9. visitors read no placeholder until the admin fills the operator’s details, then read them', async ({
  browser,
  request,
}) => {
  const visitor = await browser.newPage();
  for (const path of ['/mentions', '/contact', '/accessibilite', '/']) {
    await visitor.goto(path);
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(visitor.locator('html')).toHaveAttribute('data-app-ready', '');
    await expect(visitor.getByText(/à compléter/)).toHaveCount(0);
    await expect(visitor.locator('a[href*=".example"]')).toHaveCount(0);
    await expect(visitor.locator('body')).not.toContainText('.example');
  }
  await visitor.goto('/mentions');
  await expect(visitor.getByText(/communiquées sur simple demande/).first()).toBeVisible();

  const admin = await signIn(request, 'admin@tremplin.test');
  const page = await signedInPage(browser, admin);
  await page.goto('/mentions');
  await expect(page.getByText('Informations à renseigner (visible des administrateurs seulement)')).toBeVisible();
  await page.goto('/admin/parametres');
  await page.getByRole('textbox', { name: 'Raison sociale' }).fill('Tremplin Formation SAS au capital de 10 000 €');
  await page.getByRole('textbox', { name: 'Numéro SIRET' }).fill('123');
  await page.getByRole('button', { name: 'Enregistrer les informations de l’organisme' }).click();
  await expect(page.getByText('Un SIRET compte 14 chiffres.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Numéro SIRET' }).fill('123 456 789 00012');
  await page.getByRole('textbox', { name: 'Adresse e-mail de contact' }).fill('bonjour@tremplin-formation.fr');
  await page.getByRole('textbox', { name: 'LinkedIn' }).fill('https://www.linkedin.com/company/tremplin-formation');
  await page.getByRole('button', { name: 'Ajouter un site' }).click();
  await page.getByRole('textbox', { name: 'Nom du site 1' }).fill('Tremplin Actu');
  await page.getByRole('textbox', { name: 'Adresse du site 1' }).fill('https://actu.tremplin-formation.fr');
  await page.getByRole('button', { name: 'Enregistrer les informations de l’organisme' }).click();
  await expect(page.getByText('Réglage enregistré : il s’applique à tout le monde.')).toBeVisible();
  await expect(page.getByText(/lisent une formule neutre à la place de : Adresse du siège/)).toBeVisible();
  await page.getByRole('heading', { name: 'Organisme qui exploite la plateforme' }).scrollIntoViewIfNeeded();
  await shot(page, 'operator-settings-1280');

  const later = await browser.newPage();
  await later.goto('/mentions');
  await expect(later.getByText('Raison sociale : Tremplin Formation SAS au capital de 10 000 €')).toBeVisible();
  await expect(later.getByText('SIRET : 123 456 789 00012')).toBeVisible();
  const footer = later.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Tremplin sur LinkedIn (nouvel onglet)' })).toHaveAttribute(
    'href',
    'https://www.linkedin.com/company/tremplin-formation',
  );
  await expect(footer.getByRole('link', { name: /Tremplin Actu/ })).toHaveAttribute(
    'href',
    'https://actu.tremplin-formation.fr',
  );
  await shot(later, 'legal-filled-1280');
  const phone = await browser.newPage(PHONE);
  await phone.goto('/contact');
  await expect(phone.getByRole('link', { name: 'bonjour@tremplin-formation.fr' })).toHaveAttribute(
    'href',
    'mailto:bonjour@tremplin-formation.fr',
  );
  await shot(phone, 'contact-filled-390');
});

test('10. the admin console speaks French and names its process readably', async ({ browser, request }) => {
  const admin = await signIn(request, 'admin@tremplin.test');
  const page = await signedInPage(browser, admin);
  await page.goto('/admin/console-log');
  const table = page.getByRole('table', { name: 'Lignes du journal' });
  await expect(table.getByText(/^Serveur à l’écoute sur http/)).toBeVisible();
  await expect(table.getByText(/Server listening|incoming request|request completed/)).toHaveCount(0);
  const processes = await table.locator('tbody tr td:nth-child(3)').allTextContents();
  expect(processes.length).toBeGreaterThan(0);
  for (const name of processes) expect(name).toMatch(/^processus \d+ sur \S+$/);
  await shot(page, 'admin-console-1280');
});

test('11. a CSV saved by Excel as ANSI is held back line by line instead of overwriting « Nguyễn »', async ({
  browser,
  request,
}, testInfo) => {
  const staff = await signIn(request, 'cef@tremplin.test');
  const city = `Vénissieux-${Date.now().toString(36)}`;
  const created = await request.post('/api/prospect/create', {
    headers: auth(staff),
    data: { entreprise: 'Traiteur Sài Gòn', nomContact: 'Nguyễn Thị Lan', ville: city },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  // As Excel's « CSV (séparateur : point-virgule) » writes it: Windows-1252 bytes, `;`, CRLF, `?` outside the code page.
  const text = `Identifiant;Entreprise;Nom du contact;Ville\r\n${id};Traiteur Sài Gòn;Nguy?n Th? Lan;${city}\r\n`;
  const file = testInfo.outputPath('prospects-excel-ansi.csv');
  const bytes = Buffer.from(text, 'latin1');
  expect(bytes.includes(Buffer.from('Sài', 'utf8'))).toBe(false);
  const { writeFile } = await import('node:fs/promises');
  await writeFile(file, bytes);

  const page = await signedInPage(browser, staff);
  await page.goto('/admin/tableau-cef');
  await page.getByRole('button', { name: 'Importer un CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer des prospects (CSV)' });
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Importer', exact: true }).click();
  await expect(dialog.getByText('1 ligne en attente de votre accord')).toBeVisible();
  await expect(
    dialog.getByText(/^Ligne 2, colonne « Nom du contact » : « Nguy\?n Th\? Lan » remplacerait « Nguyễn Thị Lan »/),
  ).toBeVisible();
  await expect(dialog.getByText('0 mis à jour')).toBeVisible();
  await shot(page, 'csv-held-1280');
  await dialog.getByRole('button', { name: 'Garder les valeurs enregistrées' }).click();
  await expect(dialog.getByText('Les valeurs enregistrées sont gardées.')).toBeVisible();
  const stored = await request.get(`/api/prospect/${id}`, { headers: auth(staff) });
  expect(((await stored.json()) as { nomContact: string }).nomContact).toBe('Nguyễn Thị Lan');
});

test('16. on a phone the profile search pages by SPEC’s compact 7', async ({ browser, request }) => {
  const recruiter = await signIn(request, 'recruteur@tremplin.test');
  const page = await signedInPage(browser, recruiter, undefined, PHONE);
  const asked = page.waitForRequest(/\/api\/utilisateur\/parfiltre\/0\/\d+/);
  await page.goto('/recherche');
  expect((await asked).url()).toMatch(/\/parfiltre\/0\/7(\?|$)/);
  await expect(page.getByTestId('result-count')).toBeVisible();
  expect(await page.getByRole('article').count()).toBeLessThanOrEqual(7);

  const desktop = await signedInPage(browser, recruiter);
  const wide = desktop.waitForRequest(/\/api\/utilisateur\/parfiltre\/0\/\d+/);
  await desktop.goto('/recherche');
  expect((await wide).url()).toMatch(/\/parfiltre\/0\/15(\?|$)/);
});

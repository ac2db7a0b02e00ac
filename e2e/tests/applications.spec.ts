// The job search in Chromium: a candidate adds an application without choosing a date (today + 30 days), a contact
// and an interview, downloads the interview's .ics and moves the application across the board; an adviser sees it,
// adds a note with a PDF, and adds one offer to five candidates in one go.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signedInPage, signIn } from '../support/session';

/** Today + 30 days in Paris, as the screens write it (DD/MM/YYYY). */
function in30DaysFrench(): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(new Date())
      .map((p) => [p.type, p.value]),
  );
  const d = new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day) + 30));
  return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
}

/** The machine running the suite is shared: screens get more time than the default five seconds. */
const screen = expect.configure({ timeout: 20_000 });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('a candidate tracks an application; an adviser follows it and adds an offer to five candidates', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const company = `Fromagerie ${stamp}`;
  const candidate = await signIn(request, 'candidat@tremplin.test');
  const page = await signedInPage(browser, candidate);

  // A new application, without choosing a date, with one contact.
  await page.goto(`/${candidate.id}/nouvelle-candidature`);
  await page.getByRole('textbox', { name: 'Entreprise', exact: true }).fill(company);
  await page.getByRole('textbox', { name: 'Poste', exact: true }).fill('Vendeur en crèmerie');
  await page.getByRole('button', { name: 'Ajouter un contact' }).click();
  await page.getByRole('textbox', { name: 'Nom du contact 1', exact: true }).fill('Lefèvre');
  await page.getByRole('textbox', { name: 'Prénom du contact 1', exact: true }).fill('Anne');
  await page.getByRole('button', { name: 'Ajouter la candidature' }).click();
  await screen(page.getByText('Candidature ajoutée avec succès.')).toBeVisible();
  await screen(page.getByRole('heading', { level: 1, name: `Vendeur en crèmerie — ${company}` })).toBeVisible();
  await screen(page.getByText(in30DaysFrench()).first()).toBeVisible();
  await screen(page.getByText('Anne Lefèvre')).toBeVisible();
  const applicationId = Number(/candidature\/(\d+)/.exec(page.url())?.[1]);
  expect(applicationId).toBeGreaterThan(0);

  // An interview for it, and its calendar file.
  await page.getByRole('link', { name: 'Programmer un entretien' }).click();
  await screen(page.getByRole('heading', { level: 1, name: 'Programmer un entretien' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Lieu', exact: true }).fill('3 place du Marché, Annecy');
  await page.getByRole('button', { name: 'Programmer l’entretien' }).click();
  await screen(page.getByText('Entretien ajouté avec succès.')).toBeVisible();
  await screen(page.getByText('3 place du Marché, Annecy').first()).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ajouter à mon agenda (.ics)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^entretien-\d+\.ics$/);
  const ics = await readFile((await download.path()) as string, 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain(company);

  // The board: the card moves from « En attente » to « Entretien » by drag and drop, and stays there.
  await page.goto(`/${candidate.id}/candidatures?vue=tableau`);
  const card = page.getByTestId(`carte-${applicationId}`);
  await screen(page.getByTestId('colonne-EN_ATTENTE').getByTestId(`carte-${applicationId}`)).toBeVisible();
  // An address opened afresh starts at the top, not where the form typed into earlier in this tab was scrolled.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // Dropped on the column's visible heading, as a person would: a column taller than the window would otherwise be
  // scrolled between the press and the first move, and Chromium would start dragging the card now under the press.
  await card.dragTo(page.getByTestId('colonne-ENTRETIEN'), { targetPosition: { x: 40, y: 20 } });
  await screen(page.getByText('Candidature modifiée avec succès.')).toBeVisible();
  await screen(page.getByTestId('colonne-ENTRETIEN').getByTestId(`carte-${applicationId}`)).toBeVisible();
  await page.reload();
  await screen(page.getByTestId('colonne-ENTRETIEN').getByTestId(`carte-${applicationId}`)).toBeVisible();

  // The adviser sees it and adds a note with a PDF.
  const adviser = await signIn(request, 'cef@tremplin.test');
  const adviserPage = await signedInPage(browser, adviser);
  await adviserPage.goto(`/${candidate.id}/candidature/${applicationId}`);
  await screen(adviserPage.getByRole('heading', { level: 1, name: `Vendeur en crèmerie — ${company}` })).toBeVisible();
  await screen(adviserPage.getByText('Anne Lefèvre')).toBeVisible();
  await adviserPage.getByRole('link', { name: 'Notes' }).click();
  await screen(
    adviserPage.getByRole('heading', { level: 2, name: 'Aucune note pour cette candidature' }),
  ).toBeVisible();
  await adviserPage.getByRole('link', { name: 'Ajouter une note' }).click();
  await adviserPage.getByRole('textbox', { name: 'Titre', exact: true }).fill('Préparation de l’entretien');
  const editor = adviserPage.getByRole('textbox', { name: 'Contenu', exact: true });
  await editor.click();
  await editor.pressSequentially('Revoir la fiche de poste ensemble.');
  await adviserPage
    .locator('input[type="file"]')
    .setInputFiles({ name: 'fiche-de-poste.pdf', mimeType: 'application/pdf', buffer: PDF });
  await adviserPage.getByRole('button', { name: 'Ajouter la note' }).click();
  await screen(adviserPage.getByText('Note ajoutée avec succès.')).toBeVisible();
  await screen(adviserPage.getByText('Préparation de l’entretien')).toBeVisible();
  await screen(adviserPage.getByText('fiche-de-poste.pdf')).toBeVisible();

  // One offer to five candidates in one go.
  const offer = `Coopérative ${stamp}`;
  await adviserPage.goto('/admin/ajouter-une-candidature-multiple');
  const found = adviserPage.getByRole('group', { name: 'Candidats trouvés' }).getByRole('checkbox');
  await screen(found.nth(4)).toBeVisible();
  for (let i = 0; i < 5; i++) await found.nth(i).check();
  await screen(adviserPage.getByRole('heading', { name: 'Candidats (5 choisis)' })).toBeVisible();
  await adviserPage.getByRole('textbox', { name: 'Entreprise', exact: true }).fill(offer);
  await adviserPage.getByRole('textbox', { name: 'Poste', exact: true }).fill('Préparateur de commandes');
  await adviserPage.getByRole('button', { name: 'Ajouter aux candidats choisis' }).click();
  await screen(adviserPage.getByText('Candidatures ajoutées avec succès.')).toBeVisible();
  await screen(adviserPage).toHaveURL(/\/compte-candidatures$/);
  await screen(
    adviserPage.getByRole('heading', { level: 1, name: 'Total des candidatures par candidat' }),
  ).toBeVisible();
});

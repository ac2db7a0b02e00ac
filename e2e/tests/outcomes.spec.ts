// An adviser creates a programme and a session, enrols two learners, records an exit and a situation six months
// on, and the dashboard's access-to-employment rate for that programme moves from nothing to 100 %; the learner
// reads her enrolment in « Ma formation ». Screens are checked by axe and photographed on a desktop and a phone.
// Then the dashboard's activity charts with their tables, and a job dating's turnout moving when staff tick a
// candidate present at the event.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signedInPage, signIn } from '../support/session';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

test('an adviser records a learner’s exit and situation, and the dashboard’s figure changes', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const name = `POE Soudure ${stamp}`;
  const staff = await signIn(request, 'cef@tremplin.test');
  const page = await signedInPage(browser, staff);
  const shot = (file: string) => page.screenshot({ path: testInfo.outputPath(file), fullPage: true });

  // The programme.
  await page.goto('/admin/formations');
  await expect(page.getByRole('heading', { level: 1, name: 'Formations' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'POE Développeur web et web mobile' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nom de la formation' }).fill(name);
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  const programmeUrl = page.url();
  const programmeId = programmeUrl.split('/').at(-1);

  // Its session, with the adviser.
  await page.getByLabel(/^Début/).fill('2025-01-06');
  await page.getByLabel(/^Fin/).fill('2025-03-28');
  await page.getByRole('textbox', { name: 'Lieu' }).fill('Saint-Étienne');
  await page.getByRole('textbox', { name: 'Conseiller' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Ajouter la session' }).click();
  await expect(page.getByText('La session est ajoutée.')).toBeVisible();
  await expectNoSeriousViolations(page);
  await shot('programme.png');
  await page.getByRole('link', { name: 'Du 06/01/2025 au 28/03/2025' }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible({ timeout: 30_000 });

  // Two learners enrolled.
  for (const who of ['Léa', 'Karim']) {
    await page.getByRole('textbox', { name: 'Apprenant' }).fill(who);
    await page
      .getByRole('option', { name: new RegExp(who) })
      .first()
      .click();
    await page.getByRole('button', { name: 'Inscrire' }).click();
    await expect(page.getByText('L’apprenant est inscrit.').first()).toBeVisible();
  }
  await expect(page.getByRole('table', { name: 'Apprenants de la session' }).getByRole('row')).toHaveCount(3);

  // The dashboard for that programme: two learners, none out yet.
  const dashboard = `/admin/tableau-de-bord?formationId=${programmeId}`;
  await page.goto(dashboard);
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('population')).toHaveText('0');
  await expect(page.getByTestId('taux-acces')).toHaveText('—');

  // The first learner's exit, then her situation: a CDI from the day after.
  await page.goBack();
  const firstRow = page.getByRole('table', { name: 'Apprenants de la session' }).getByRole('row', { name: /Léa/ });
  await firstRow.getByRole('button', { name: /Sortie et situation/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Date de sortie').fill('2025-03-28');
  await dialog.getByRole('textbox', { name: 'Motif de sortie' }).click();
  await page.getByRole('option', { name: 'Terminée' }).click();
  await dialog.getByRole('button', { name: 'Enregistrer la sortie' }).click();
  await expect(page.getByText('L’inscription est enregistrée.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Enregistrer la situation' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Situation' }).click();
  await page.getByRole('option', { name: 'CDI' }).click();
  await dialog.getByRole('textbox', { name: 'Employeur' }).fill('Forges du Pilat');
  await dialog.getByLabel('Début du contrat').fill('2025-03-31');
  await dialog.getByRole('button', { name: 'Enregistrer la situation' }).click();
  await expect(page.getByText('La situation est enregistrée.')).toBeVisible();
  await expectNoSeriousViolations(page);
  await shot('enrolment-modal.png');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(firstRow).toContainText('CDI chez Forges du Pilat');
  await expectNoSeriousViolations(page);
  await shot('session.png');

  // The figure moved: one learner out, employed within six months.
  await page.goto(dashboard);
  await expect(page.getByTestId('population')).toHaveText('1');
  await expect(page.getByTestId('taux-acces')).toHaveText('100 %');
  await expect(page.getByRole('table', { name: 'Indicateurs d’insertion' })).toContainText('Accès à l’emploi à 6 mois');
  // Drawn as a chart too, an image whose figures are in its table; no situation at six months is known yet, so there
  // is no chart of them.
  await expect(page.getByRole('img', { name: /^Taux à 6 mois/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('img', { name: /^Situation à 6 mois par type de contrat/ })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await shot('dashboard.png');

  // The CSV export in the prospects' format.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter en CSV' }).click();
  const file = await (await download).path();
  const { readFile } = await import('node:fs/promises');
  const text = await readFile(file, 'utf8');
  expect(text.startsWith('\uFEFFIndicateur;')).toBe(true);
  expect(text).toContain(`Formation : ${name}`);

  // On a phone.
  const phone = await signedInPage(browser, staff, undefined, {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await phone.goto(dashboard);
  await expect(phone.getByTestId('taux-acces')).toHaveText('100 %', { timeout: 30_000 });
  await phone.screenshot({ path: testInfo.outputPath('dashboard-phone.png'), fullPage: true });
  await phone.goto(programmeUrl.replace(/^https?:\/\/[^/]+/, ''));
  await phone.getByRole('link', { name: 'Du 06/01/2025 au 28/03/2025' }).click();
  await expect(phone.getByRole('table', { name: 'Apprenants de la session' })).toBeVisible();
  await phone.screenshot({ path: testInfo.outputPath('session-phone.png'), fullPage: true });
  await phone.context().close();
  await page.context().close();

  // The learner reads her enrolment, and only hers.
  const learner = await signIn(request, 'candidat@tremplin.test');
  const own = await signedInPage(browser, learner);
  await own.goto(`/${learner.id}/ma-formation`);
  await expect(own.getByRole('heading', { level: 2, name })).toBeVisible({ timeout: 30_000 });
  await expect(own.getByText('CDI chez Forges du Pilat')).toBeVisible();
  await expectNoSeriousViolations(own);
  await own.screenshot({ path: testInfo.outputPath('my-training.png'), fullPage: true });
  await own.context().close();

  // An admin publishes the new programme's results from its page.
  const admin = await signedInPage(browser, await signIn(request, 'admin@tremplin.test'));
  await admin.goto(`/admin/formations/${programmeId}`);
  const publish = admin.getByRole('switch', { name: 'Publier ses résultats sur la page « Nos résultats »' });
  await expect(publish).not.toBeChecked({ timeout: 30_000 });
  await publish.click();
  await expect(publish).toBeChecked();
  await admin.reload();
  await expect(admin.getByRole('switch', { name: /^Publier ses résultats/ })).toBeChecked({ timeout: 30_000 });
  await admin.context().close();

  // « Nos résultats », open to everyone, from the footer: the demo programme (published in advance) with its rates,
  // and the one just published, too new for a rate.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  await visitor.getByRole('contentinfo').getByRole('link', { name: 'Nos résultats' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Nos résultats' })).toBeVisible({ timeout: 30_000 });
  await expect(visitor.getByRole('heading', { level: 2, name: 'POE Développeur web et web mobile' })).toBeVisible();
  await expect(visitor.getByText('Accès à l’emploi à 6 mois', { exact: true }).first()).toBeVisible();
  const published = visitor.getByRole('region', { name });
  await expect(published).toContainText(
    'Moins de 5 sortants dont les six mois sont passés : pas encore de taux publié.',
  );
  await expectNoSeriousViolations(visitor);
  await visitor.screenshot({ path: testInfo.outputPath('results.png'), fullPage: true });
  await visitorContext.close();
});

test('the dashboard draws its activity charts with their tables, and ticking « Présent(e) » moves the turnout', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const staff = await signIn(request, 'cef@tremplin.test');
  const learner = await signIn(request, 'alternant@tremplin.test');
  const headers = { Authorization: `Bearer ${staff.token}` };
  // A job dating an hour ago, the learner invited and never answering.
  const theme = `Rencontres du jour ${Date.now().toString(36)}`;
  const created = await request.post('/api/job-dating', {
    headers,
    data: {
      date: new Date(Date.now() - 3_600_000).toISOString(),
      lieu: 'Lyon, Maison de l’emploi',
      thematique: theme,
      description: '<p>Rencontres rapides.</p>',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const jobDating = (await created.json()) as { id: number; date: string };
  const invited = await request.post('/api/invitationJD/envoyer', {
    headers,
    data: { jobDatingId: jobDating.id, candidatId: learner.id },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(jobDating.date));

  const page = await signedInPage(browser, staff);
  const dashboard = `/admin/tableau-de-bord?du=${day}&au=${day}`;
  await page.goto(dashboard);
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible({ timeout: 30_000 });
  // Each chart is an image named by its title, its figures in the table after it.
  for (const title of ['Candidatures par statut et par mois', 'Participation aux JobDatings']) {
    await expect(page.getByRole('img', { name: new RegExp(title) })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('table', { name: title, exact: true })).toBeVisible();
  }
  const turnout = page.getByRole('table', { name: 'Participation aux JobDatings', exact: true });
  await expect(turnout.getByRole('row', { name: new RegExp(theme) })).toBeVisible();
  const presentBefore = Number(await page.getByTestId('jd-presents').textContent());
  const invitedBefore = Number(await page.getByTestId('jd-invites').textContent());
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: testInfo.outputPath('dashboard-charts.png'), fullPage: true });

  // At the event: the learner came without confirming, and staff tick her present.
  await page.goto(`/admin/ajouter-une-invitation-jobdating/${jobDating.id}`);
  const row = page.getByRole('row').filter({ hasText: 'alternant@tremplin.test' });
  const present = row.getByRole('checkbox', { name: /^Présent\(e\)/ });
  await expect(present).not.toBeChecked({ timeout: 30_000 });
  await present.click();
  await expect(present).toBeChecked();
  await expectNoSeriousViolations(page);

  await page.goto(dashboard);
  await expect(page.getByTestId('jd-presents')).toHaveText(String(presentBefore + 1), { timeout: 30_000 });
  await expect(page.getByTestId('jd-invites')).toHaveText(String(invitedBefore));
  await expect(turnout.getByRole('row', { name: new RegExp(theme) })).toContainText('100 %');

  // The turnout's CSV, in the same French Excel format.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger le CSV : Participation aux JobDatings' }).click();
  const { readFile } = await import('node:fs/promises');
  const text = await readFile(await (await download).path(), 'utf8');
  expect(text.startsWith('\uFEFFJobDating;Invités;Confirmés;Présents;')).toBe(true);
  expect(text).toContain(theme);
  await page.context().close();
});

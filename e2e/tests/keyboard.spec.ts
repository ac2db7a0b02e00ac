// The main tasks with the keyboard alone, no mouse: every step is a Tab, a typed text or a key. Each stop is checked
// to be visibly focused, and focus is checked to stay in the page after toasts and navigations.
import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, signedInPage, signIn } from '../support/session';

// Screens load their code on demand and the machine may be busy: give each assertion some room.
const expect = baseExpect.configure({ timeout: 20_000 });

/** Presses Tab (or Shift+Tab) until the target has the focus, and checks the focus shows. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) {
      await expectVisibleFocus(page);
      return;
    }
  }
  throw new Error(`Focus never reached ${target} in ${max} presses of Tab`);
}

/** The focused element draws a ring (outline or box shadow), as :focus-visible promises a keyboard user. */
async function expectVisibleFocus(page: Page): Promise<void> {
  const shown = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'rien';
    if (!el.matches(':focus-visible')) return `${el.tagName} sans :focus-visible`;
    // The ring may be drawn by the field's frame around the input (a password with its show button).
    const ringed = (node: Element) => {
      const style = getComputedStyle(node);
      return (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    const ring = ringed(el) || (el.parentElement !== null && ringed(el.parentElement));
    return ring ? 'ok' : `${el.tagName}.${el.className} sans contour`;
  });
  expect(shown).toBe('ok');
}

/** Focus is somewhere in the page, not lost on the body after a dialog, a toast or a navigation. */
async function expectFocusKept(page: Page): Promise<void> {
  // After a navigation the new screen takes the focus once its code has loaded: allow it that moment.
  await expect
    .poll(() => page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body), {
      timeout: 5000,
    })
    .toBe(true);
}

test('a visitor skips to the content and signs in with the keyboard alone', async ({ page }) => {
  await page.goto('/connexion');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();

  // The first stop of every page: the skip link, shown when focused, leading to the main content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Aller au contenu' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  await tabTo(page, page.getByLabel('E-mail'));
  await page.keyboard.type('candidat@tremplin.test');
  await tabTo(page, page.getByRole('textbox', { name: 'Mot de passe', exact: true }));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Connexion réussie ! Ravi de vous revoir.')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/$/);
  await expectFocusKept(page);
});

test('a recruiter searches profiles and opens one with the keyboard alone', async ({ browser, request }) => {
  const page = await signedInPage(browser, await signIn(request, 'recruteur@tremplin.test'));
  await page.goto('/recherche');
  await expect(page.getByRole('heading', { level: 1, name: 'Rechercher un profil' })).toBeVisible({ timeout: 30_000 });

  await tabTo(page, page.getByLabel('Recherche', { exact: true }));
  await page.keyboard.type('lea particulierement');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/search=lea\+particulierement/);
  const link = page.getByRole('link', { name: 'Léa DUBOIS', exact: true });
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/utilisateur\/\d+$/);
  await expect(page.getByText('Développeuse web').first()).toBeVisible();
  await expectFocusKept(page);
});

test('an adviser writes and sends a message with the rich-text editor, keyboard alone', async ({
  browser,
  request,
}) => {
  const adviser = await signIn(request, 'cef@tremplin.test');
  const learner = await signIn(request, 'employe@tremplin.test');
  const subject = `Point d’étape au clavier (${Date.now()})`;
  const page = await signedInPage(browser, adviser);
  await page.goto(`/nouveau-message/${adviser.id}/${learner.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });

  await tabTo(page, page.getByLabel('Sujet'));
  await page.keyboard.type(subject);
  // Through the toolbar (each button named in French) to the editing area.
  const editor = page.getByRole('textbox', { name: 'Message', exact: true });
  await tabTo(page, editor);
  await page.keyboard.type('Bonjour, voici un point ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('important');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' avant vendredi.');
  await expect(editor.locator('strong')).toHaveText('important');
  // Tab leaves the editor (no keyboard trap) and reaches the send button.
  await tabTo(page, page.getByRole('button', { name: 'Envoyer' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${adviser.id}/messagerie/message-envoye$`));
  const sent = page.getByRole('link', { name: subject });
  await tabTo(page, sent);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.locator('main strong').filter({ hasText: 'important' })).toBeVisible();
  await expectFocusKept(page);
});

test('an admin adds a user with the keyboard alone', async ({ browser, request }) => {
  const page = await signedInPage(browser, await signIn(request, 'admin@tremplin.test'));
  const unique = `Clavier${Date.now().toString(36)}`;
  await page.goto('/admin/ajouter-un-utilisateur');
  await expect(page.getByRole('heading', { level: 1, name: 'Ajouter un utilisateur' })).toBeVisible({
    timeout: 30_000,
  });

  await tabTo(page, page.getByRole('textbox', { name: 'Prénom' }));
  await page.keyboard.type(unique);
  await tabTo(page, page.getByRole('textbox', { name: 'Nom', exact: true }));
  await page.keyboard.type('Martin');
  await tabTo(page, page.getByRole('textbox', { name: 'Adresse e-mail' }));
  await page.keyboard.type(`${unique.toLowerCase()}@exemple.test`);
  await tabTo(page, page.getByRole('textbox', { name: 'Ville' }));
  await page.keyboard.type('Rennes');
  await tabTo(page, page.getByRole('button', { name: 'Ajouter l’utilisateur' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('Utilisateur ajouté avec succès. Une invitation à choisir son mot de passe lui a été envoyée.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/gestion-des-utilisateur$/);
  // After the toast and the move back to the list, the keyboard carries on from the page, not from nowhere.
  await expectFocusKept(page);
  await expect(page.getByText(/^\d+ utilisateurs$/)).toBeVisible();
});

test('a learner accepts a job-dating invitation with the keyboard alone', async ({ browser, request }) => {
  // Staff set up a job dating and invite the demo learner through the API; the journey is the learner's.
  const staff = await signIn(request, 'assistant@tremplin.test');
  const learner = await signIn(request, 'poe@tremplin.test');
  const headers = { Authorization: `Bearer ${staff.token}` };
  const theme = `Métiers de la donnée au clavier ${Date.now()}`;
  const date = new Date(Date.now() + 20 * 86_400_000).toISOString();
  const created = await request.post('/api/job-dating', {
    headers,
    data: { date, lieu: 'Grenoble, Maison de l’emploi', thematique: theme, description: '<p>Rencontres rapides.</p>' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const jobDating = (await created.json()) as { id: number };
  const invited = await request.post('/api/invitationJD/envoyer', {
    headers,
    data: { jobDatingId: jobDating.id, candidatId: learner.id },
  });
  expect(invited.ok(), await invited.text()).toBe(true);

  const page = await signedInPage(browser, learner);
  await page.goto(`/${learner.id}/gestion-des-invitations-jobdating`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes invitations JobDating' })).toBeVisible({
    timeout: 30_000,
  });
  const card = page.getByRole('article').filter({ hasText: theme });
  await expect(card).toContainText('En attente');
  const accept = card.getByRole('button', { name: `Accepter l’invitation à ${theme}` });
  await tabTo(page, accept);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Invitation acceptée.')).toBeVisible();
  await expect(card).toContainText('Confirmée');
  // The toast does not take the focus away: the keyboard goes on from the card.
  await expectFocusKept(page);
  await tabTo(page, card.getByRole('link', { name: `Détails de l’invitation à ${theme}` }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Invitation JobDating' })).toBeVisible();
  await expect(page.getByText('Grenoble, Maison de l’emploi')).toBeVisible();
});

/** The candidate adds an application by keyboard and lands on its details; answers its id. */
async function addApplicationByKeyboard(page: Page, uid: number, company: string, poste: string): Promise<number> {
  await page.goto(`/${uid}/nouvelle-candidature`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await tabTo(page, page.getByRole('textbox', { name: 'Entreprise', exact: true }));
  await page.keyboard.type(company);
  await tabTo(page, page.getByRole('textbox', { name: 'Poste', exact: true }));
  await page.keyboard.type(poste);
  await tabTo(page, page.getByRole('button', { name: 'Ajouter la candidature' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Candidature ajoutée avec succès.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `${poste} — ${company}` })).toBeVisible();
  return Number(/candidature\/(\d+)/.exec(page.url())?.[1]);
}

test('a candidate adds an application and moves it on the board with the keyboard alone', async ({
  browser,
  request,
}) => {
  const candidate = await signIn(request, 'candidat@tremplin.test');
  const company = `Atelier clavier ${Date.now().toString(36)}`;
  const page = await signedInPage(browser, candidate);
  const applicationId = await addApplicationByKeyboard(page, candidate.id, company, 'Menuisier');
  await expectFocusKept(page);

  // On the board, the card's status list moves it to another column.
  await page.goto(`/${candidate.id}/candidatures?vue=tableau`);
  const waiting = page.getByTestId('colonne-EN_ATTENTE').getByTestId(`carte-${applicationId}`);
  await expect(waiting).toBeVisible({ timeout: 30_000 });
  await tabTo(page, page.locator('input').and(page.getByLabel(`Statut de Menuisier chez ${company}`)), { max: 200 });
  await page.keyboard.press('ArrowDown');
  const interview = page.getByRole('option', { name: 'Entretien', exact: true });
  await expect(interview).toBeVisible();
  for (let i = 0; i < 6 && (await interview.getAttribute('data-combobox-selected')) === null; i++) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(page.getByText('Candidature modifiée avec succès.')).toBeVisible();
  await expect(page.getByTestId('colonne-ENTRETIEN').getByTestId(`carte-${applicationId}`)).toBeVisible();
  await expectFocusKept(page);
});

test('a candidate schedules an interview, date and time included, with the keyboard alone', async ({
  browser,
  request,
}) => {
  const candidate = await signIn(request, 'candidat@tremplin.test');
  const company = `Studio clavier ${Date.now().toString(36)}`;
  const page = await signedInPage(browser, candidate);
  await addApplicationByKeyboard(page, candidate.id, company, 'Graphiste');

  await tabTo(page, page.getByRole('link', { name: 'Programmer un entretien' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Programmer un entretien' })).toBeVisible();
  // The date is typed in French and the time in its own hour and minute segments; an hour typed replaces the hour.
  const day = new Date();
  day.setDate(day.getDate() + 7 + ((9 - day.getDay()) % 7)); // a Tuesday more than a week ahead
  const typed = `${String(day.getDate()).padStart(2, '0')}/${String(day.getMonth() + 1).padStart(2, '0')}/${day.getFullYear()}`;
  const date = page.getByRole('textbox', { name: 'Date', exact: true });
  await tabTo(page, date);
  await page.keyboard.press('Control+A');
  await page.keyboard.type(typed);
  await page.keyboard.press('Escape');
  await tabTo(page, page.getByRole('spinbutton', { name: 'Heures' }));
  await page.keyboard.type('1430');
  await expect(page.getByRole('spinbutton', { name: 'Heures' })).toHaveValue('14');
  await expect(page.getByRole('spinbutton', { name: 'Minutes' })).toHaveValue('30');
  await expect(date).toHaveValue(typed);
  await tabTo(page, page.getByRole('textbox', { name: 'Lieu', exact: true }));
  await page.keyboard.type('12 rue des Arts, Nantes');
  await tabTo(page, page.getByRole('button', { name: 'Programmer l’entretien' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Entretien ajouté avec succès.')).toBeVisible();
  await expect(page.getByText('12 rue des Arts, Nantes').first()).toBeVisible();
  await expectFocusKept(page);
});

// What members meet in a real day, one journey per rough edge: links where people look for them, typed times taken
// as typed, labels read whole, no false error after a deletion.
import { type APIRequestContext, expect as baseExpect, test } from '@playwright/test';
import { type Session, signedInPage, signIn } from '../support/session';

// Screens load on demand on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

const auth = (session: Session) => ({ authorization: `Bearer ${session.token}` });

type Card = { id: number; prenom: string; nom: string; email?: string };

/** A visible job seeker of the demo data, as the search lists them. */
async function aJobSeeker(request: APIRequestContext, session: Session): Promise<Card> {
  const found = await request.get('/api/utilisateur/parfiltre/0/20?role=EN_RECHERCHE_EMPLOI', {
    headers: auth(session),
  });
  const cards = ((await found.json()) as { items: Card[] }).items;
  expect(cards.length).toBeGreaterThan(0);
  return cards[0]!;
}

test('1. the password and the account deletion are reached from the profile and the profile menu', async ({
  browser,
  request,
}) => {
  const session = await signIn(request, 'candidat@tremplin.test');
  const page = await signedInPage(browser, session);
  await page.goto(`/mesinfos/${session.id}`);
  await page.getByRole('link', { name: 'Modifier mon mot de passe' }).click();
  await expect(page).toHaveURL(`/modifiermotdepasse/${session.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Modifier mon mot de passe' })).toBeVisible();

  await page.goto(`/mesinfos/${session.id}`);
  await page.getByRole('link', { name: 'Supprimer mon compte' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Supprimer mon compte' })).toBeInViewport();

  await page.getByTestId('menu-profile').click();
  await page.getByRole('menuitem', { name: 'Mot de passe et compte' }).click();
  await expect(page).toHaveURL(`/modifiermotdepasse/${session.id}`);
  await expect(page.getByRole('button', { name: 'Supprimer mon compte' })).toBeVisible();
});

/** 'JJ/MM/AAAA' of a day `days` from today. */
function typedDay(days: number, weekday?: number): { typed: string; date: Date } {
  const date = new Date();
  date.setDate(date.getDate() + days);
  if (weekday !== undefined) date.setDate(date.getDate() + ((weekday - date.getDay() + 7) % 7));
  const typed = `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
  return { typed, date };
}

test('2. a typed time replaces the time shown, and an odd date is warned about before saving', async ({
  browser,
  request,
}) => {
  const session = await signIn(request, 'candidat@tremplin.test');
  const page = await signedInPage(browser, session);
  await page.goto(`/${session.id}/programmer-entretien`);
  const date = page.getByRole('textbox', { name: 'Date', exact: true });
  const hours = page.getByRole('spinbutton', { name: 'Heures' });
  const minutes = page.getByRole('spinbutton', { name: 'Minutes' });
  // The field starts at « now »; clicking its hour and typing 1400 gives 14:00, whatever it showed.
  await expect(hours).toHaveValue(/^\d\d$/);
  await hours.click();
  await page.keyboard.type('1400');
  await expect(hours).toHaveValue('14');
  await expect(minutes).toHaveValue('00');

  const sunday = typedDay(7, 0);
  await date.fill(sunday.typed);
  await date.press('Escape');
  await expect(page.getByText(/tombe un week-end/)).toBeVisible();
  const past = typedDay(-7);
  await date.fill(past.typed);
  await date.press('Escape');
  await expect(page.getByText('Cette date est passée : vérifiez-la avant d’enregistrer.')).toBeVisible();
  const tuesday = typedDay(7, 2);
  await date.fill(tuesday.typed);
  await date.press('Escape');
  await expect(page.getByText(/week-end|passée|heures de bureau/)).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Lieu' }).fill('Agence de Lyon');
  await page.getByRole('button', { name: 'Programmer l’entretien' }).click();
  const day = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' }).format(tuesday.date);
  await expect(page.getByRole('heading', { level: 1, name: `Entretien du ${day} à 14:00` })).toBeVisible();
});

test('3. a recruiter writes to a candidate from her profile, the search and the favourites', async ({
  browser,
  request,
}) => {
  const session = await signIn(request, 'recruteur@tremplin.test');
  const candidate = await aJobSeeker(request, session);
  const name = `${candidate.prenom} ${candidate.nom.toLocaleUpperCase('fr-FR')}`;
  const page = await signedInPage(browser, session);

  await page.goto(`/utilisateur/${candidate.id}`);
  await page.getByRole('link', { name: `Écrire à ${name}` }).click();
  await expect(page).toHaveURL(`/nouveau-message/${session.id}/${candidate.id}`);
  await expect(page.getByRole('textbox', { name: 'Destinataire' })).toHaveValue(new RegExp(`^${name}`));

  await page.goto('/recherche');
  const card = page.getByRole('article', { name }).first();
  await card.getByRole('link', { name: `Écrire à ${name}` }).click();
  await expect(page).toHaveURL(`/nouveau-message/${session.id}/${candidate.id}`);

  await request.post(`/api/favoris/ajoutfav/${session.id}/${candidate.id}`, {
    headers: auth(session),
    data: { id: 0, version: 0 },
  });
  await page.goto(`/recruteur/liste-favoris/${session.id}`);
  await page
    .getByRole('article', { name })
    .getByRole('link', { name: `Écrire à ${name}` })
    .click();
  await expect(page).toHaveURL(`/nouveau-message/${session.id}/${candidate.id}`);
  await expect(page.getByRole('textbox', { name: 'Destinataire' })).toHaveValue(new RegExp(`^${name}`));
});

test('12. adding a favourite twice warns in correct French', async ({ browser, request }) => {
  const session = await signIn(request, 'recruteur@tremplin.test');
  const candidates = (
    (await (
      await request.get('/api/utilisateur/parfiltre/0/20?role=EN_RECHERCHE_EMPLOI', { headers: auth(session) })
    ).json()) as { items: Card[] }
  ).items;
  const kept = (await (await request.get(`/api/favoris/${session.id}`, { headers: auth(session) })).json()) as {
    candidatId: number;
  }[];
  const candidate = candidates.slice(1).find((c) => !kept.some((f) => f.candidatId === c.id))!;
  const page = await signedInPage(browser, session);
  await page.goto(`/utilisateur/${candidate.id}`);
  const add = page.getByRole('button', { name: 'Ajouter aux favoris' });
  await expect(add).toBeVisible();
  // Meanwhile the same recruiter keeps the profile from another tab.
  await request.post(`/api/favoris/ajoutfav/${session.id}/${candidate.id}`, {
    headers: auth(session),
    data: { id: 0, version: 0 },
  });
  await add.click();
  await expect(page.getByText('Ce favori a déjà été ajouté.')).toBeVisible();
});

test('15. deleting an application or a project goes back to the list without a false error', async ({
  browser,
  request,
}) => {
  const session = await signIn(request, 'candidat@tremplin.test');
  const headers = auth(session);
  const stamp = Date.now().toString(36);
  const application = await request.post(`/api/candidature/utilisateur/${session.id}`, {
    headers,
    data: { entreprise: `Atelier ${stamp}`, poste: 'Menuisier' },
  });
  expect(application.status(), await application.text()).toBe(201);
  const { id: cid } = (await application.json()) as { id: number };
  const project = await request.post(`/api/projet/utilisateur/${session.id}`, {
    headers,
    data: { titre: `Étagère ${stamp}`, date: '2026-03-02', tagsId: [] },
  });
  expect(project.status(), await project.text()).toBe(201);
  const { id: pid } = (await project.json()) as { id: number };

  const page = await signedInPage(browser, session);
  await page.goto(`/${session.id}/candidature/${cid}`);
  await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Candidature supprimée avec succès.')).toBeVisible();
  await expect(page).toHaveURL(`/${session.id}/candidatures`);
  // The screen no longer reads what it has just deleted: no « introuvable » after the success.
  await page.waitForTimeout(1500);
  await expect(page.getByText(/introuvable/)).toHaveCount(0);

  await page.goto(`/${session.id}/projet/${pid}`);
  await page.getByRole('button', { name: 'Supprimer le projet' }).click();
  await page
    .getByRole('dialog', { name: 'Supprimer ce projet ?' })
    .getByRole('button', { name: 'Supprimer définitivement' })
    .click();
  await expect(page.getByText('Projet supprimé avec succès.')).toBeVisible();
  await expect(page).toHaveURL(`/${session.id}/monportfolio`);
  await page.waitForTimeout(1500);
  await expect(page.getByText(/introuvable/)).toHaveCount(0);
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVRoge2SAQkAURSDlseyS3BdL4Y8/sAAOha+nia6AQuoviK7UO8S3YAFVF+RXah3iW7AAqqvyC7Uu0Q3YAHVV2QX6l2iG7CA6iuyC/Uu0Q1YQPUV2YV6l+gGLKD6iuxCvUt0AxZQfUV2od4lugELqL4iu1DvEt2AxwN+J+MI8fVZqIcAAAAASUVORK5CYII=',
  'base64',
);

test('17. a file is deleted by the path the API answers in cheminImage', async ({ request }) => {
  const session = await signIn(request, 'employe@tremplin.test');
  const uploaded = await request.post(`/api/media/${session.id}/AVATAR`, {
    headers: auth(session),
    multipart: { file: { name: 'photo.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const { cheminImage } = (await uploaded.json()) as { cheminImage: string };
  expect(cheminImage).toContain('/');
  const removed = await request.delete(`/api/media/${session.id}/${encodeURIComponent(cheminImage)}/AVATAR`, {
    headers: auth(session),
  });
  expect(removed.status(), await removed.text()).toBe(200);
  expect(((await removed.json()) as { cheminImage: string | null }).cheminImage).toBeNull();
});

test('4. the application form names its date for what it is and says its default', async ({ browser, request }) => {
  const session = await signIn(request, 'candidat@tremplin.test');
  const page = await signedInPage(browser, session);
  await page.goto(`/${session.id}/nouvelle-candidature`);
  const date = page.getByRole('textbox', { name: 'Date de relance' });
  // No date the person did not choose: the field is empty and its default is said in words.
  await expect(date).toHaveValue('');
  const inThirty = new Date();
  inThirty.setDate(inThirty.getDate() + 30);
  const day = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' }).format(inThirty);
  await expect(page.getByText(`Laissée vide : dans 30 jours, le ${day}.`)).toBeVisible();
});

test('5. an interview at a street address is shown as in person, not online', async ({ browser, request }) => {
  const session = await signIn(request, 'candidat@tremplin.test');
  const created = await request.post('/api/entretien', {
    headers: auth(session),
    data: {
      utilisateurId: session.id,
      date: new Date().toISOString(),
      duree: 30,
      lieu: '12 rue de la République, Lyon',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const page = await signedInPage(browser, session);
  await page.goto(`/details-entretien/${id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Entretien sur place' })).toBeVisible();
  await expect(page.getByText('Entretien en ligne')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Rejoindre' })).toHaveCount(0);
});

test('16. a profile’s tab says whose it is, a redirect draws no focus box, the favourites name their buttons by their label', async ({
  browser,
  request,
}) => {
  const admin = await signIn(request, 'admin@tremplin.test');
  const candidate = await aJobSeeker(request, admin);
  const page = await signedInPage(browser, admin);
  await page.goto(`/mesinfos/${candidate.id}`);
  await expect(page).toHaveTitle(
    `Profil de ${candidate.prenom} ${candidate.nom.toLocaleUpperCase('fr-FR')} | Tremplin`,
  );
  await page.goto(`/mesinfos/${admin.id}`);
  await expect(page).toHaveTitle('Mon profil | Tremplin');

  // A job seeker sent to « Accès interdit » by the guard: the heading takes the focus without a ring.
  const seeker = await signedInPage(browser, await signIn(request, 'candidat@tremplin.test'));
  await seeker.goto('/admin/gestion-des-utilisateur');
  await expect(seeker).toHaveURL('/interdit');
  const heading = seeker.getByRole('heading', { level: 1, name: 'Accès interdit' });
  await expect(heading).toBeFocused();
  await expect(heading).toHaveCSS('outline-style', 'none');

  // WCAG 2.5.3: each button's accessible name contains its visible text.
  const recruiter = await signIn(request, 'recruteur@tremplin.test');
  const favourites = await signedInPage(browser, recruiter);
  await favourites.goto(`/recruteur/liste-favoris/${recruiter.id}`);
  await expect(favourites.getByTestId('result-count')).toBeVisible();
  const mismatched = await favourites.locator('main button, main a').evaluateAll((elements) =>
    elements
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => ({ label: el.getAttribute('aria-label'), text: (el.textContent ?? '').trim() }))
      .filter(({ label, text }) => label && text && !label.toLowerCase().includes(text.toLowerCase())),
  );
  expect(mismatched).toEqual([]);
});

test('6. badges and menus read whole, in the label tables’ case, names as « Prénom NOM »', async ({
  browser,
  request,
}) => {
  const admin = await signIn(request, 'admin@tremplin.test');
  const page = await signedInPage(browser, admin);
  await page.goto('/admin/gestion-des-utilisateur');
  await expect(page.getByRole('table').first()).toBeVisible();
  const badges = await page.locator('main .mantine-Badge-root').evaluateAll((elements) =>
    elements.map((el) => {
      const label = el.querySelector<HTMLElement>('.mantine-Badge-label') ?? (el as HTMLElement);
      return {
        text: el.textContent,
        transform: getComputedStyle(el).textTransform,
        cut: label.scrollWidth > label.clientWidth + 1,
      };
    }),
  );
  expect(badges.length).toBeGreaterThan(0);
  for (const badge of badges) expect(badge).toEqual({ text: badge.text, transform: 'none', cut: false });
  const me = (await (await request.get(`/api/utilisateur/${admin.id}`, { headers: auth(admin) })).json()) as Card;
  await page
    .getByRole('textbox', { name: /Recherche/ })
    .first()
    .fill(me.prenom);
  await expect(
    page.getByRole('link', { name: `${me.prenom} ${me.nom.toLocaleUpperCase('fr-FR')}`, exact: true }),
  ).toBeVisible();

  // The phone menu speaks in sentence case, its section titles too.
  const recruiter = await signIn(request, 'recruteur@tremplin.test');
  const phone = await signedInPage(browser, recruiter, undefined, { viewport: { width: 390, height: 844 } });
  await phone.goto('/');
  await phone.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const drawer = phone.getByRole('navigation', { name: 'Navigation mobile' });
  await expect(drawer.getByText('Mon profil', { exact: true })).toHaveCSS('text-transform', 'none');
  await expect(drawer.getByRole('link', { name: 'Mes favoris', exact: true })).toBeVisible();
});

test('10. the admin finds the voice rooms in the profile menu', async ({ browser, request }) => {
  const admin = await signIn(request, 'admin@tremplin.test');
  const page = await signedInPage(browser, admin);
  await page.goto('/');
  await page.getByTestId('menu-profile').click();
  await page.getByRole('menuitem', { name: 'Salons vocaux' }).click();
  await expect(page).toHaveURL('/experimental/mumble/lobby');
});

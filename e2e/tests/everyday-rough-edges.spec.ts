// What members meet in a real day, one journey per rough edge: links where people look for them, typed times taken
// as typed, labels read whole, no false error after a deletion.
import { type APIRequestContext, expect as baseExpect, test } from '@playwright/test';
import { type Session, signedInPage, signIn } from '../support/session';

// Screens load on demand on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

const auth = (session: Session) => ({ authorization: `Bearer ${session.token}` });

type Card = { id: number; prenom: string; nom: string };

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

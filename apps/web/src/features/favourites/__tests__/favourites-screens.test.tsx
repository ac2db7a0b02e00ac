// The favourites screen and the details page's favourites button against a small local HTTP server standing in
// for the API.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Favourite, MESSAGES, type Profile, type ProfileCard } from '@tremplin/shared';
import { describe, expect, it } from 'vitest';
import { type FakeApiHandler, json, setupFakeApi } from '@/testing/fake-api';
import { aProfile, aProfileCard } from '@/testing/fixtures';
import { renderApp, signInAs } from '@/testing/test-utils';

const RECRUITER = 12;

const card = (id: number, prenom: string, overrides: Partial<ProfileCard> = {}): ProfileCard =>
  aProfileCard(id, { prenom, ...overrides });

const profile = (id: number, overrides: Partial<Profile> = {}): Profile => aProfile({ id, ...overrides });

/** Answers the reads the screens make around the favourites, when the test's handler leaves them. */
function route(req: IncomingMessage, res: ServerResponse) {
  const url = req.url ?? '';
  if (/^\/api\/utilisateur\/\d+$/.test(url)) return json(res, 200, profile(Number(url.split('/').pop())));
  if (url.startsWith('/api/tags/') || url.startsWith('/api/projet/utilisateur/'))
    return json(res, 200, { items: [], totalElements: 0 });
  if (url.startsWith('/api/competence/nopage')) return json(res, 200, [{ id: 4, nom: 'React', motsCles: '' }]);
  if (url.startsWith('/api/constants/getVilles')) return json(res, 200, ['Lyon']);
  return json(res, 404, { statusCode: 404, error: 'Not Found', message: 'introuvable' });
}

const api = setupFakeApi({ fallback: (req, _body, res) => route(req, res) });

const pageCalls = () => api.seen.filter((s) => s.method === 'GET' && s.url?.startsWith(`/api/favoris/${RECRUITER}/`));

describe('Mes favoris', () => {
  it('lists the favourites with their count, ten per page, and the filters of the URL', async () => {
    const twelve = Array.from({ length: 12 }, (_, i) => card(100 + i, `Prénom${i}`));
    api.handler = (req, _body, res) => {
      const url = new URL(req.url ?? '', 'http://localhost');
      if (!url.pathname.startsWith(`/api/favoris/${RECRUITER}/`)) return false;
      const [page, size] = url.pathname.split('/').slice(-2).map(Number) as [number, number];
      return json(res, 200, { items: twelve.slice(page * size, (page + 1) * size), totalElements: 12 });
    };
    signInAs('RECRUTEUR', RECRUITER);
    renderApp(`/recruteur/liste-favoris/${RECRUITER}?ville=Lyon`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes favoris' })).toBeInTheDocument();
    expect(await screen.findByTestId('result-count')).toHaveTextContent('12 favoris');
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'Prénom0 MARTIN' })).toHaveAttribute('href', '/utilisateur/100');
    expect(pageCalls()[0]?.url).toBe(`/api/favoris/${RECRUITER}/0/10?ville=Lyon`);
    expect(screen.getByRole('textbox', { name: 'Ville' })).toHaveValue('Lyon');

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('article', { name: 'Prénom11 MARTIN' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(pageCalls().at(-1)?.url).toBe(`/api/favoris/${RECRUITER}/1/10?ville=Lyon`);
  });

  it('sends a search from the filter form', async () => {
    api.handler = (req, _body, res) =>
      req.url?.startsWith(`/api/favoris/${RECRUITER}/`)
        ? json(res, 200, { items: [card(5, 'Inès')], totalElements: 1 })
        : false;
    signInAs('RECRUTEUR', RECRUITER);
    const { router } = renderApp(`/recruteur/liste-favoris/${RECRUITER}`);
    expect(await screen.findByTestId('result-count')).toHaveTextContent('1 favori');
    await userEvent.type(screen.getByRole('textbox', { name: 'Recherche' }), 'inès');
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=in%C3%A8s'));
    await waitFor(() => expect(pageCalls().at(-1)?.url).toBe(`/api/favoris/${RECRUITER}/0/10?search=in%C3%A8s`));
  });

  it('removes a favourite only once confirmed, then says so', async () => {
    let kept = [card(5, 'Inès'), card(6, 'Hugo')];
    api.handler = (req, _body, res) => {
      if (req.method === 'DELETE' && req.url === `/api/favoris/${RECRUITER}/6`) {
        kept = kept.filter((p) => p.id !== 6);
        return json(res, 200, { message: MESSAGES.favouriteDeleted });
      }
      if (req.url?.startsWith(`/api/favoris/${RECRUITER}/`))
        return json(res, 200, { items: kept, totalElements: kept.length });
      return false;
    };
    signInAs('RECRUTEUR', RECRUITER);
    renderApp(`/recruteur/liste-favoris/${RECRUITER}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Retirer des favoris : Hugo MARTIN' }));
    let dialog = await screen.findByRole('dialog', { name: 'Retirer ce profil de vos favoris ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.seen.some((s) => s.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Retirer des favoris : Hugo MARTIN' }));
    dialog = await screen.findByRole('dialog', { name: 'Retirer ce profil de vos favoris ?' });
    expect(dialog).toHaveTextContent('Hugo MARTIN ne figurera plus dans vos favoris.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retirer' }));
    expect(await screen.findByText(MESSAGES.favouriteDeleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Hugo MARTIN' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Inès MARTIN' })).toBeInTheDocument();
    expect(screen.getByTestId('result-count')).toHaveTextContent('1 favori');
  });

  it('shows an empty state that leads to the search, and another one when filters find nothing', async () => {
    api.handler = (req, _body, res) =>
      req.url?.startsWith(`/api/favoris/${RECRUITER}/`) ? json(res, 200, { items: [], totalElements: 0 }) : false;
    signInAs('RECRUTEUR', RECRUITER);
    const view = renderApp(`/recruteur/liste-favoris/${RECRUITER}`);
    expect(await screen.findByRole('heading', { name: 'Vous n’avez pas encore de favori' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rechercher des profils' })).toHaveAttribute('href', '/recherche');
    view.unmount();

    const { router } = renderApp(`/recruteur/liste-favoris/${RECRUITER}?metier=plombier`);
    expect(
      await screen.findByRole('heading', { name: 'Aucun favori ne correspond à votre recherche' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('is for recruiters only', async () => {
    signInAs('EN_RECHERCHE_EMPLOI', RECRUITER);
    const { router } = renderApp(`/recruteur/liste-favoris/${RECRUITER}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès interdit' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/interdit');
    expect(pageCalls()).toEqual([]);
  });
});

describe('the favourites button of a candidate’s details', () => {
  const favouritesOf = (list: Favourite[]): FakeApiHandler => {
    let current = list;
    return (req, _body, res) => {
      if (req.method === 'GET' && req.url === `/api/favoris/${RECRUITER}`) return json(res, 200, current);
      if (req.method === 'POST' && req.url === `/api/favoris/ajoutfav/${RECRUITER}/7`) {
        const added = { id: 40, candidatId: 7, version: 0 };
        current = [added, ...current];
        return json(res, 201, added);
      }
      if (req.method === 'DELETE' && req.url === `/api/favoris/${RECRUITER}/7`) {
        current = current.filter((f) => f.candidatId !== 7);
        return json(res, 200, { message: MESSAGES.favouriteDeleted });
      }
      return false;
    };
  };

  it('adds the candidate, then offers to take them out again', async () => {
    api.handler = favouritesOf([{ id: 1, candidatId: 3, version: 0 }]);
    signInAs('RECRUTEUR', RECRUITER);
    renderApp('/utilisateur/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter aux favoris' }));
    expect(await screen.findByText(MESSAGES.favouriteAdded)).toBeInTheDocument();
    const post = api.seen.find((s) => s.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ id: 0, version: 0 });

    await userEvent.click(await screen.findByRole('button', { name: 'Retirer des favoris' }));
    expect(await screen.findByText(MESSAGES.favouriteDeleted)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Ajouter aux favoris' })).toBeInTheDocument();
  });

  it('warns when the candidate was already added elsewhere', async () => {
    const added = favouritesOf([]);
    api.handler = (req, body, res) =>
      req.method === 'POST'
        ? json(res, 409, { statusCode: 409, error: 'Conflict', message: MESSAGES.favouriteExists })
        : added(req, body, res);
    signInAs('RECRUTEUR', RECRUITER);
    renderApp('/utilisateur/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter aux favoris' }));
    // A warning (SPEC §8), not an error.
    const toast = await screen.findByText('Ce favori a déjà été ajouté.', {}, { timeout: 20_000 });
    expect(toast.closest('.Toastify__toast')).toHaveClass('Toastify__toast--warning');
  });

  it('is shown to recruiters only, and only on a candidate’s page', async () => {
    api.handler = favouritesOf([]);
    signInAs('EMPLOYE', 9);
    const view = renderApp('/utilisateur/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inès LEFÈVRE' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ajouter aux favoris' })).toBeNull();
    view.unmount();

    api.handler = (req, body, res) =>
      /^\/api\/utilisateur\/\d+$/.test(req.url ?? '')
        ? json(res, 200, profile(8, { role: 'RECRUTEUR', prenom: 'Agnès', nom: 'RH' }))
        : favouritesOf([])(req, body, res);
    signInAs('RECRUTEUR', RECRUITER);
    renderApp('/utilisateur/8');
    expect(await screen.findByRole('heading', { level: 1, name: 'Agnès RH' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ajouter aux favoris' })).toBeNull();
  });
});

// /recherche against a small local HTTP server standing in for the API: filters in the URL, results, paging, reset.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProfileCard, ProfilePage } from '@tremplin/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, readSearchParams, toApiQuery, toSearchParams } from '@/components/profile-search/filters';
import { json, setupFakeApi } from '@/testing/fake-api';
import { aProfileCard } from '@/testing/fixtures';
import { renderApp, signInAs, signOut } from '@/testing/test-utils';

/** Only the search calls, in order; the skills and towns lists the form loads are left out. */
const seen: URL[] = [];
let answer: (url: URL) => ProfilePage = () => ({ items: [], totalElements: 0 });

setupFakeApi({
  fallback: (req, _body, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/api/utilisateur/parfiltre/')) {
      seen.push(url);
      return json(res, 200, answer(url));
    }
    if (url.pathname === '/api/competence/nopage') return json(res, 200, [{ id: 1, nom: 'React', motsCles: '' }]);
    if (url.pathname === '/api/constants/zones') {
      return json(res, 200, [
        { zone: 'commune:69123', nom: 'Lyon', type: 'commune', libelle: 'Lyon (69)' },
        { zone: 'epci:200046977', nom: 'Métropole de Lyon', type: 'epci', libelle: 'Métropole de Lyon' },
      ]);
    }
    return json(res, 200, null);
  },
});

afterEach(() => {
  seen.length = 0;
  signOut();
});

const profile = (id: number, overrides: Partial<ProfileCard> = {}): ProfileCard =>
  aProfileCard(id, {
    photoParDefaut: 'clavier',
    tags: [
      { nomTag: 'React', niveau: 5 },
      { nomTag: 'TypeScript', niveau: 4 },
    ],
    ...overrides,
  });

describe('/recherche', () => {
  it('searches with the filters of the URL and shows the count and the cards', async () => {
    answer = () => ({ items: [profile(1), profile(2)], totalElements: 2 });
    signInAs('RECRUTEUR');
    renderApp('/recherche?search=dev&ville=Lyon&tags=React,TypeScript&typeDeContrat=CDI');
    expect(await screen.findByText('2 profils')).toBeInTheDocument();
    const call = seen.at(-1)!;
    expect(call.pathname).toBe('/api/utilisateur/parfiltre/0/15');
    expect(Object.fromEntries(call.searchParams)).toEqual({
      search: 'dev',
      ville: 'Lyon',
      tags: 'React,TypeScript',
      typeDeContrat: 'CDI',
    });
    expect(screen.getByLabelText('Recherche')).toHaveValue('dev');
    expect(screen.getByRole('textbox', { name: 'Ville' })).toHaveValue('Lyon');
    const link = screen.getByRole('link', { name: 'Élodie1 MARTIN' });
    expect(link).toHaveAttribute('href', '/utilisateur/1');
    expect(screen.getAllByText('Développeuse web')).toHaveLength(2);
  });

  it('puts the submitted filters in the URL, and reset clears them', async () => {
    answer = (url) =>
      url.searchParams.get('search') ? { items: [profile(3)], totalElements: 1 } : { items: [], totalElements: 0 };
    const user = userEvent.setup();
    const { router } = renderApp('/recherche');
    expect(await screen.findByText('Aucun profil pour le moment')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Recherche'), 'developpeuse{Enter}');
    expect(await screen.findByText('1 profil')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?search=developpeuse');
    await user.type(screen.getByLabelText('Métier'), 'zzz');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=developpeuse&metier=zzz'));
    await user.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('Recherche')).toHaveValue('');
    expect(await screen.findByText('Aucun profil pour le moment')).toBeInTheDocument();
  });

  it('says so when nothing matches and offers to clear the filters', async () => {
    answer = () => ({ items: [], totalElements: 0 });
    const user = userEvent.setup();
    const { router } = renderApp('/recherche?metier=astronaute');
    expect(await screen.findByText('Aucun profil ne correspond à votre recherche')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('pages through the results, keeping the page in the URL', async () => {
    answer = (url) => {
      const page = Number(url.pathname.split('/')[4]);
      return { items: [profile(100 + page)], totalElements: 40 };
    };
    const user = userEvent.setup();
    const { router } = renderApp('/recherche?search=dev');
    expect(await screen.findByText('40 profils')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('link', { name: 'Élodie102 MARTIN' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?search=dev&page=3');
    expect(seen.at(-1)?.pathname).toBe('/api/utilisateur/parfiltre/2/15');
  });
});

describe('place filter', () => {
  it('searches a place picked as a zone by its code, showing its name in the field', async () => {
    answer = (url) =>
      url.searchParams.get('zone')
        ? { items: [profile(7, { ville: 'Villeurbanne' })], totalElements: 1 }
        : { items: [], totalElements: 0 };
    renderApp('/recherche?ville=M%C3%A9tropole+de+Lyon&zone=epci%3A200046977');
    expect(await screen.findByText('1 profil')).toBeInTheDocument();
    // The zone is searched; its name is only what the field shows.
    expect(Object.fromEntries(seen.at(-1)!.searchParams)).toEqual({ zone: 'epci:200046977' });
    expect(screen.getByRole('textbox', { name: 'Ville' })).toHaveValue('Métropole de Lyon');
  });
});

describe('counts past 1,000', () => {
  it('says « plus de 1 000 profils » and still offers the next pages', async () => {
    answer = () => ({ items: [profile(1)], totalElements: 1001, plusDe: true });
    renderApp('/recherche?search=de');
    expect(await screen.findByTestId('result-count')).toHaveTextContent(/^plus de 1\s000 profils$/);
    expect(screen.getByRole('button', { name: 'Page 67' })).toBeInTheDocument();
  });
});

describe('filters in the URL', () => {
  it('round-trips, leaving out what is empty', () => {
    const filters = { ...EMPTY_FILTERS, search: 'dév web', role: 'ALTERNANT', tags: ['React', 'Node.js'] };
    const params = toSearchParams(filters, 2);
    expect(params.toString()).toBe('search=d%C3%A9v+web&role=ALTERNANT&tags=React%2CNode.js&page=2');
    expect(readSearchParams(params)).toEqual({ filters, page: 2 });
    expect(toApiQuery(filters)).toEqual({ search: 'dév web', role: 'ALTERNANT', tags: 'React,Node.js' });
    expect(readSearchParams(new URLSearchParams('page=abc&ville=%20'))).toEqual({ filters: EMPTY_FILTERS, page: 1 });
  });
});

// The saved searches' page and the search screen's « Enregistrer cette recherche », against a small local HTTP server
// standing in for the API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedSearch } from '@tremplin/shared';
import { describe, expect, it } from 'vitest';
import { json, noContent, setupFakeApi } from '@/testing/fake-api';
import { renderApp, signInAs } from '@/testing/test-utils';

const saved = (id: number, nom: string, overrides: Partial<SavedSearch> = {}): SavedSearch => ({
  id,
  nom,
  filtres: { metier: 'Soudeur', ville: 'Lyon', zone: 'commune:69123' },
  frequence: 'QUOTIDIENNE',
  creeLe: '2026-11-30T08:00:00.000Z',
  derniereAlerte: null,
  ...overrides,
});

const api = setupFakeApi({
  fallback: (_req, _body, res) => json(res, 200, { items: [], totalElements: 0 }),
});
const URL = '/api/recherches-enregistrees';

describe('Mes recherches enregistrées', () => {
  it('lists them, renames one, changes its alerts and deletes one after a confirmation', async () => {
    let list = [saved(1, 'Soudeurs à Lyon'), saved(2, 'Tous', { filtres: {}, frequence: 'HEBDOMADAIRE' })];
    api.handler = (req, body, res) => {
      if (req.url === URL && req.method === 'GET') return json(res, 200, list);
      const match = /^\/api\/recherches-enregistrees\/(\d+)$/.exec(req.url ?? '');
      if (!match) return false;
      const id = Number(match[1]);
      if (req.method === 'DELETE') {
        list = list.filter((s) => s.id !== id);
        return noContent(res);
      }
      list = list.map((s) => (s.id === id ? { ...s, ...JSON.parse(body) } : s));
      return json(
        res,
        200,
        list.find((s) => s.id === id),
      );
    };
    signInAs('RECRUTEUR', 12);
    renderApp('/recherches-enregistrees');
    const lyon = (await screen.findByRole('link', { name: 'Soudeurs à Lyon' })).closest('li') as HTMLElement;
    expect(within(lyon).getByRole('link', { name: 'Soudeurs à Lyon' })).toHaveAttribute(
      'href',
      '/recherche?metier=Soudeur&ville=Lyon&zone=commune%3A69123',
    );
    expect(within(lyon).getByText('Métier : Soudeur · Lieu : Lyon')).toBeInTheDocument();

    await userEvent.click(within(lyon).getByRole('button', { name: 'Renommer : Soudeurs à Lyon' }));
    const rename = await screen.findByRole('dialog', { name: 'Renommer la recherche' });
    const field = within(rename).getByRole('textbox', { name: 'Nom de la recherche' });
    await userEvent.clear(field);
    await userEvent.click(within(rename).getByRole('button', { name: 'Renommer' }));
    expect(await within(rename).findByText('Donnez un nom à cette recherche.')).toBeInTheDocument();
    await userEvent.type(field, 'Soudeurs TIG');
    await userEvent.click(within(rename).getByRole('button', { name: 'Renommer' }));
    expect(await screen.findByRole('link', { name: 'Soudeurs TIG' })).toBeInTheDocument();
    expect(api.seen.find((s) => s.method === 'PUT')?.body).toBe(JSON.stringify({ nom: 'Soudeurs TIG' }));

    const tig = screen.getByRole('link', { name: 'Soudeurs TIG' }).closest('li') as HTMLElement;
    await userEvent.click(within(tig).getByRole('textbox', { name: 'Alertes par e-mail : Soudeurs TIG' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Aucune alerte' }));
    await waitFor(() =>
      expect(api.seen.filter((s) => s.method === 'PUT').at(-1)?.body).toBe(JSON.stringify({ frequence: 'AUCUNE' })),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Supprimer : Tous' }));
    const confirm = await screen.findByRole('dialog', { name: 'Supprimer cette recherche enregistrée ?' });
    expect(confirm).toHaveTextContent('« Tous » et ses alertes par e-mail seront supprimées.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Tous' })).toBeNull());
    expect(api.seen.some((s) => s.method === 'DELETE' && s.url === `${URL}/2`)).toBe(true);
  });

  it('says what to do when there is none', async () => {
    api.handler = (req, _body, res) => (req.url === URL ? json(res, 200, []) : false);
    signInAs('CEF', 3);
    renderApp('/recherches-enregistrees');
    expect(await screen.findByText('Vous n’avez pas encore de recherche enregistrée')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rechercher des profils' })).toHaveAttribute('href', '/recherche');
  });
});

describe('the search screen', () => {
  it('saves the filters of the address under a name and the frequency chosen (daily unless changed)', async () => {
    api.handler = (req, body, res) => {
      if (req.url !== URL || req.method !== 'POST') return false;
      return json(res, 201, saved(5, JSON.parse(body).nom));
    };
    signInAs('RECRUTEUR', 12);
    renderApp('/recherche?metier=Soudeur&tags=TIG,MIG');
    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer cette recherche' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enregistrer cette recherche' });
    const name = within(dialog).getByRole('textbox', { name: 'Nom de la recherche' });
    expect(name).toHaveValue('Métier : Soudeur · Compétences : TIG, MIG');
    await userEvent.clear(name);
    await userEvent.type(name, 'Soudeurs');
    expect(within(dialog).getByRole('radio', { name: 'Chaque jour' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Chaque semaine (le lundi)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.seen.some((s) => s.method === 'POST' && s.url === URL)).toBe(true));
    expect(JSON.parse(api.seen.find((s) => s.method === 'POST')?.body ?? '{}')).toEqual({
      nom: 'Soudeurs',
      filtres: { metier: 'Soudeur', tags: ['TIG', 'MIG'] },
      frequence: 'HEBDOMADAIRE',
    });
  });

  it('offers nothing to save to a job seeker', async () => {
    signInAs('EN_RECHERCHE_EMPLOI', 7);
    renderApp('/recherche');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rechercher un profil' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enregistrer cette recherche' })).toBeNull();
  });
});

// An interview's details screen against a small local HTTP server standing in for the API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Interview } from '@tremplin/shared';
import { describe, expect, it } from 'vitest';
import { json, noContent, setupFakeApi } from '@/testing/fake-api';
import { renderApp, signInAs } from '@/testing/test-utils';

const api = setupFakeApi();

const interview: Interview = {
  id: 9,
  utilisateurId: 7,
  adminId: 3,
  candidatureId: 31,
  date: '2026-12-01T09:30:00.000Z',
  duree: 45,
  lieu: '3 place du Marché, Annecy',
  lien: null,
  commentaire: null,
  version: 0,
  candidat: 'MARTIN Camille',
  responsable: 'MOREAU Julien',
  candidature: 'Vendeur — Boulangerie Martin',
};

describe('interview details', () => {
  it('shows the interview in French and, once deleted, sends the candidate to their interviews', async () => {
    api.handler = (req, _body, res) => {
      if (req.method === 'DELETE') return noContent(res);
      if (req.url === '/api/entretien/9') return json(res, 200, interview);
      return json(res, 200, { items: [], totalElements: 0 });
    };
    signInAs('EN_RECHERCHE_EMPLOI', 7);
    const user = userEvent.setup();
    const view = renderApp('/details-entretien/9');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: /^Entretien du 1 décembre 2026 à \d\d:30$/ },
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vendeur — Boulangerie Martin' })).toHaveAttribute(
      'href',
      '/7/candidature/31',
    );
    expect(screen.getByRole('button', { name: 'Ajouter à mon agenda (.ics)' })).toBeInTheDocument();
    // An address without a video link: a meeting in person, not an online room.
    expect(screen.getByRole('heading', { level: 2, name: 'Entretien sur place' })).toBeInTheDocument();
    expect(screen.queryByText('Entretien en ligne')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/mes-entretiens/7'));
    expect(api.seen.find((s) => s.method === 'DELETE')?.url).toBe('/api/entretien/9');
  });
});

// The staff agenda against a small local HTTP server standing in for the API; the interview screens now open to staff.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AgendaEntry } from '@tremplin/shared';
import { describe, expect, it } from 'vitest';
import { json, setupFakeApi } from '@/testing/fake-api';
import { landingOf, renderApp, signInAs } from '@/testing/test-utils';

const api = setupFakeApi();

const row = (id: number, values: Partial<AgendaEntry> = {}): AgendaEntry => ({
  id,
  utilisateurId: 7,
  adminId: 3,
  candidatureId: null,
  date: '2026-12-02T09:30:00.000Z',
  duree: 30,
  lieu: null,
  lien: null,
  commentaire: null,
  version: 0,
  candidat: 'DUBOIS Léa',
  responsable: 'MOREAU Julien',
  candidature: null,
  referentId: 3,
  referent: 'MOREAU Julien',
  enAttente: false,
  ...values,
});

describe('the staff agenda', () => {
  it('lists my interviews of today by default, says who waits, and filters by adviser', async () => {
    api.handler = (req, _body, res) => {
      if (req.url?.startsWith('/api/entretien/agenda/'))
        return json(res, 200, {
          items: [row(41, { enAttente: true }), row(42, { lieu: '12 rue des Lilas, Lyon', adminId: 5 })],
          totalElements: 12,
        });
      if (req.url === '/api/entretien/personnel')
        return json(res, 200, [
          { id: 3, nom: 'MOREAU', prenom: 'Julien', role: 'CEF' },
          { id: 5, nom: 'PETIT', prenom: 'Inès', role: 'ASSISTANT' },
        ]);
      return json(res, 200, []);
    };
    signInAs('CEF', 3);
    const user = userEvent.setup();
    const view = renderApp('/admin/agenda');
    const rows = await screen.findAllByTestId('agenda-row', {}, { timeout: 20_000 });
    expect(api.seen.some((s) => s.url === '/api/entretien/agenda/aujourdhui/0/10?conseiller=3')).toBe(true);
    expect(within(rows[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/details-entretien/41');
    expect(rows[0]).toHaveTextContent('en salle d’attente');
    expect(rows[0]).toHaveTextContent('en ligne');
    expect(rows[1]).toHaveTextContent('sur place');
    expect(rows[1]).toHaveTextContent('Référent : MOREAU Julien');
    expect(rows[1]).not.toHaveTextContent('en salle d’attente');

    await user.click(screen.getByRole('textbox', { name: 'Conseiller' }));
    await user.click(await screen.findByRole('option', { name: 'Tous les conseillers' }));
    await waitFor(() => expect(api.seen.some((s) => s.url === '/api/entretien/agenda/aujourdhui/0/10')).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(api.seen.some((s) => s.url === '/api/entretien/agenda/aujourdhui/1/10')).toBe(true));
    expect(view.router.state.location.search).toBe('?conseiller=tous&page=2');
  });

  it.each([
    ['/admin/agenda', 'EN_RECHERCHE_EMPLOI', 7, '/interdit'],
    ['/admin/agenda', 'ASSISTANT', 5, '/admin/agenda'],
    ['/7/programmer-entretien', 'CEF', 3, '/7/programmer-entretien'],
    ['/mes-entretiens/5', 'ASSISTANT', 5, '/mes-entretiens/5'],
    ['/entretien-attente', 'ASSISTANT', 5, '/entretien-attente'],
  ] as const)('opens %s to %s (id %s): lands on %s', async (path, role, id, landing) => {
    api.handler = (_req, _body, res) => json(res, 200, { items: [], totalElements: 0 });
    expect(await landingOf(path, role, id)).toBe(landing);
  });
});

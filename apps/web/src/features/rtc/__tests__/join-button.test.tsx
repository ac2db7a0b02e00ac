// "Rejoindre" on an interview's details opens from 15 minutes before its start until its end, to the waiting room for
// the candidate and to the room for the adviser; from the Entretien menu the waiting room lists what is open now.
import { screen } from '@testing-library/react';
import type { Interview } from '@tremplin/shared';
import { describe, expect, it } from 'vitest';
import { json, setupFakeApi } from '@/testing/fake-api';
import { renderApp, signInAs } from '@/testing/test-utils';

const api = setupFakeApi();
const at = (minutesFromNow: number): Interview => ({
  id: 9,
  utilisateurId: 7,
  adminId: 3,
  candidatureId: null,
  date: new Date(Date.now() + minutesFromNow * 60_000).toISOString(),
  duree: 30,
  lieu: null,
  lien: null,
  commentaire: null,
  version: 0,
  candidat: 'MARTIN Camille',
  responsable: 'MOREAU Julien',
  candidature: null,
});

const serve = (interview: Interview) => {
  api.handler = (req, _body, res) => {
    if (req.url === '/api/entretien/9') return json(res, 200, interview);
    if (req.url?.includes('/passes/')) return json(res, 200, { items: [], totalElements: 0 });
    return json(res, 200, { items: [interview], totalElements: 1 });
  };
};
const heading = () => screen.findByRole('heading', { level: 1, name: /^Entretien du/ }, { timeout: 20_000 });

describe('joining an interview', () => {
  it('is shut more than 15 minutes before the start', async () => {
    serve(at(20));
    signInAs('EN_RECHERCHE_EMPLOI', 7);
    renderApp('/details-entretien/9');
    await heading();
    expect(screen.getByRole('button', { name: 'Rejoindre' })).toBeDisabled();
    expect(screen.getByText('Ouvert 15 minutes avant le début.')).toBeInTheDocument();
  });

  it('leads the candidate to the waiting room, and the adviser to the room, once open', async () => {
    serve(at(10));
    signInAs('EN_RECHERCHE_EMPLOI', 7);
    const candidate = renderApp('/details-entretien/9');
    await heading();
    expect(screen.getByRole('link', { name: 'Rejoindre' })).toHaveAttribute('href', '/entretien-attente?entretien=9');
    candidate.unmount();

    signInAs('CEF', 3);
    renderApp('/details-entretien/9');
    await heading();
    expect(screen.getByRole('link', { name: 'Rejoindre' })).toHaveAttribute('href', '/entretien/9');
  });

  it('is closed once the interview is over', async () => {
    serve(at(-31));
    signInAs('EN_RECHERCHE_EMPLOI', 7);
    renderApp('/details-entretien/9');
    await heading();
    expect(screen.getByRole('button', { name: 'Rejoindre' })).toBeDisabled();
    expect(screen.getByText('Cet entretien est terminé.')).toBeInTheDocument();
  });

  it('lists the interviews open now when the waiting room is opened from the menu', async () => {
    serve(at(5));
    signInAs('EN_RECHERCHE_EMPLOI', 7);
    renderApp('/entretien-attente');
    expect(await screen.findByRole('link', { name: 'Rejoindre' }, { timeout: 20_000 })).toHaveAttribute(
      'href',
      '/entretien-attente?entretien=9',
    );
    expect(screen.getByText('MOREAU Julien')).toBeInTheDocument();
  });
});

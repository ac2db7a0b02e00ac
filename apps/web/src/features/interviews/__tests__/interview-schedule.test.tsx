// Scheduling an interview against a small local HTTP server standing in for the API.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, setupFakeApi } from '@/testing/fake-api';
import { renderApp, signInAs } from '@/testing/test-utils';

const api = setupFakeApi();

describe('scheduling an interview', () => {
  it('asks an admin coming from the menu to choose the candidate first', async () => {
    api.handler = (req, _body, res) => {
      if (req.url?.startsWith('/api/candidature/candidats/'))
        return json(res, 200, {
          items: [{ id: 7, nom: 'MARTIN', prenom: 'Camille', email: 'camille@exemple.test', ville: null }],
          totalElements: 1,
        });
      return json(res, 200, []);
    };
    signInAs('ADMIN', 1);
    const user = userEvent.setup();
    const view = renderApp('/1/programmer-entretien');
    await user.click(await screen.findByRole('textbox', { name: 'Candidat' }, { timeout: 20_000 }));
    await user.click(await screen.findByRole('option', { name: 'Camille MARTIN (camille@exemple.test)' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/7/programmer-entretien'));
    expect(await screen.findByRole('button', { name: 'Programmer l’entretien' })).toBeInTheDocument();
  });
});

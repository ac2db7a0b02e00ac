// /mentions states the personal-data durations the server enforces, not fixed text.
import { screen } from '@testing-library/react';
import { TALENT_POOL_CONSENT_TEXT } from '@tremplin/shared';
import { describe, expect, it } from 'vitest';
import { json, setupFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/test-utils';

const api = setupFakeApi();

describe('privacy section of /mentions', { timeout: 60_000 }, () => {
  it('says how long data is kept and how to use each right, from the server’s settings', async () => {
    api.handler = (req, _body, res) =>
      req.url === '/api/parametres/donnees-personnelles'
        ? json(res, 200, {
            delaiEffacementJours: 15,
            conservationMois: 36,
            preavisJours: 30,
            texteConsentementVivier: TALENT_POOL_CONSENT_TEXT,
          })
        : false;
    renderApp('/mentions');
    expect(await screen.findByRole('heading', { name: 'Données personnelles' }, { timeout: 10_000 })).toBeVisible();
    expect(await screen.findByText(/puis 3 ans après votre dernière connexion/)).toBeInTheDocument();
    expect(screen.getByText(/effacé définitivement 15 jours plus tard/)).toBeInTheDocument();
    expect(screen.getByText(/prévenu par e-mail 30 jours avant/)).toBeInTheDocument();
    expect(screen.getByText(/Télécharger mes données/)).toBeInTheDocument();
  });
});

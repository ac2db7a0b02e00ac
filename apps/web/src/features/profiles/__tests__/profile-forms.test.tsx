// The profile's edit forms against a small local HTTP server standing in for the API.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, PROFILE_MESSAGES, type Profile } from '@tremplin/shared';
import { describe, expect, it } from 'vitest';
import { json, setupFakeApi } from '@/testing/fake-api';
import { aProfile } from '@/testing/fixtures';
import { renderApp, signInAs } from '@/testing/test-utils';

const profile = (overrides: Partial<Profile> = {}): Profile =>
  aProfile({ version: 3, linkedIn: 'https://www.linkedin.com/in/ines', nomDiplome: 'BTS SIO', ...overrides });

/** Answers the reads of the edit forms, when the test's handler leaves them. */
function route(req: IncomingMessage, res: ServerResponse) {
  const url = req.url ?? '';
  if (/^\/api\/utilisateur\/\d+$/.test(url)) return json(res, 200, profile({ id: Number(url.split('/').pop()) }));
  if (url.startsWith('/api/constants/getVilles')) return json(res, 200, ['Lyon']);
  return json(res, 404, { statusCode: 404, error: 'Not Found', message: 'introuvable' });
}

const api = setupFakeApi({ fallback: (req, _body, res) => route(req, res) });

describe('profile forms', () => {
  it('refuses a link that is not an http(s) address, then saves empty links as removed', async () => {
    signInAs('EN_RECHERCHE_EMPLOI', 7);
    let saved: Record<string, unknown> | null = null;
    api.handler = (req, body, res) => {
      if (req.method !== 'PUT') return false;
      saved = JSON.parse(body);
      return json(res, 200, profile({ version: 4 }));
    };
    const view = renderApp('/modifierlien/7');
    const github = await screen.findByLabelText('GitHub');
    await userEvent.type(github, 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(PROFILE_MESSAGES.invalidUrl)).toBeInTheDocument();
    expect(saved).toBeNull();

    await userEvent.clear(github);
    await userEvent.type(github, 'https://github.com/ines');
    await userEvent.clear(screen.getByLabelText('LinkedIn'));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/mesinfos/7'));
    expect(saved).toMatchObject({ id: 7, version: 3, github: 'https://github.com/ines', linkedIn: null });
    view.unmount();
  });

  it('requires a last name, and shows a refused stale save with a way to reload', async () => {
    signInAs('EN_RECHERCHE_EMPLOI', 7);
    api.handler = (req, _body, res) =>
      req.method === 'PUT' ? json(res, 409, { statusCode: 409, error: 'Conflict', message: MESSAGES.conflict }) : false;
    const view = renderApp('/modifierinfos/7');
    const nom = await screen.findByLabelText(/^Nom/);
    await userEvent.clear(nom);
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Le nom est obligatoire.')).toBeInTheDocument();

    await userEvent.type(nom, 'Martin');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('button', { name: 'Recharger la dernière version' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/modifierinfos/7');
    expect(nom).toHaveValue('Martin');
    view.unmount();
  });

  it('saves the complementary information with the version read', async () => {
    signInAs('CANDIDAT_POE', 7);
    let saved: Record<string, unknown> | null = null;
    api.handler = (req, body, res) => {
      if (req.method !== 'PUT') return false;
      saved = JSON.parse(body);
      return json(res, 200, profile({ version: 4 }));
    };
    const view = renderApp('/modifierinfocomp/7');
    const zone = await screen.findByLabelText('Zone géographique');
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Lyon et alentours');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/mesinfos/7'));
    expect(saved).toMatchObject({ id: 7, version: 3, zoneGeographique: 'Lyon et alentours', nomDiplome: 'BTS SIO' });
    view.unmount();
  });
});

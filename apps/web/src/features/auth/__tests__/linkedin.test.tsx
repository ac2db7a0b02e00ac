// The LinkedIn landing page: the one-time code exchanged once for the session, or a clear failure.
import { screen, waitFor } from '@testing-library/react';
import { AUTH_MESSAGES, MESSAGES } from '@tremplin/shared';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { renderApp } from '@/testing/test-utils';
import { json, startLocalApi } from './local-api';

const api = startLocalApi();

describe('LinkedIn landing page', { timeout: 60_000 }, () => {
  it('exchanges the code once, opens the session with the profile, greets and goes home', async () => {
    api.handle((req, body, res) => {
      if (req.url === '/auth/linkedin/echange') {
        expect(JSON.parse(body)).toEqual({ code: 'code-unique' });
        return json(res, 200, {
          authToken: 'acces-li',
          token: 'acces-li',
          refreshToken: 'rafraichir-li',
          typeToken: 'Bearer',
          role: 'EN_RECHERCHE_EMPLOI',
          id: 12,
          profile: { id: 12, role: 'EN_RECHERCHE_EMPLOI', prenom: 'Inès', nom: 'DURAND' },
        });
      }
      if (req.url === '/api/message/count/nonlu/12') return json(res, 200, { nb: 2 });
      if (req.url === '/api/utilisateur/derniers') return json(res, 200, []);
      return json(res, 200, req.url?.startsWith('/auth/validate') ? true : { items: [], totalElements: 0 });
    });
    const { router } = renderApp('/linkedin/code-unique');
    expect(await screen.findByText(MESSAGES.socialLogin)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const state = useSessionStore.getState();
    expect(state.auth).toMatchObject({ token: 'acces-li', refreshToken: 'rafraichir-li', userId: 12, logged: true });
    expect(state.user.profile).toMatchObject({ prenom: 'Inès' });
    await waitFor(() => expect(useSessionStore.getState().messaging.totalMessageNonLu).toBe(2));
    expect(api.seen.filter((call) => call.url === '/auth/linkedin/echange')).toHaveLength(1);
  });

  it('says when the code is no longer valid and links back to the sign-in page', async () => {
    api.handle((_req, _body, res) =>
      json(res, 401, { statusCode: 401, error: 'Unauthorized', message: AUTH_MESSAGES.linkedinCodeInvalid }),
    );
    renderApp('/linkedin/perime');
    expect(await screen.findByText(AUTH_MESSAGES.linkedinCodeInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/connexion');
    expect(useSessionStore.getState().auth.logged).toBe(false);
  });
});

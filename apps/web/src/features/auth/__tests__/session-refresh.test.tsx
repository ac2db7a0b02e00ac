// Token renewal through the real refresher (lib/auth) against a local stand-in API: one refresh for many calls.

import { screen } from '@testing-library/react';
import { MESSAGES } from '@tremplin/shared';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api-client';
import '@/lib/auth';
import { useSessionStore } from '@/lib/session-store';
import { renderApp, signInAs } from '@/testing/test-utils';
import { json, startLocalApi } from './local-api';

/** The server's answer to a refresh: a new token pair. */
const RENEWED = {
  token: 'nouveau',
  refreshToken: 'refresh-2',
  typeToken: 'Bearer',
  role: 'EN_RECHERCHE_EMPLOI',
  id: 7,
};

const local = startLocalApi();

const unauthorized = { statusCode: 401, error: 'Unauthorized', message: 'Jeton expiré.' };

describe('access-token renewal', { timeout: 60_000 }, () => {
  it('refreshes once for concurrent calls, rotates the pair and retries each call with the new token', async () => {
    signInAs('EN_RECHERCHE_EMPLOI', 7, { token: 'ancien' });
    let refreshes = 0;
    local.handle((req, body, res) => {
      if (req.url === '/auth/refreshToken') {
        refreshes += 1;
        expect(JSON.parse(body)).toEqual({ refreshToken: 'refresh' });
        // Slow enough that every call's 401 arrives while it is under way.
        setTimeout(
          () =>
            json(res, 200, {
              token: 'nouveau',
              refreshToken: 'refresh-2',
              typeToken: 'Bearer',
              role: 'EN_RECHERCHE_EMPLOI',
              id: 7,
            }),
          80,
        );
        return;
      }
      if (req.headers.authorization === 'Bearer nouveau') return json(res, 200, { url: req.url });
      return json(res, 401, unauthorized);
    });

    const answers = await Promise.all([api.get('/api/a'), api.get('/api/b'), api.get('/api/c')]);

    expect(answers).toEqual([{ url: '/api/a' }, { url: '/api/b' }, { url: '/api/c' }]);
    expect(refreshes).toBe(1);
    expect(useSessionStore.getState().auth).toMatchObject({
      token: 'nouveau',
      refreshToken: 'refresh-2',
      logged: true,
    });
    const refresh = local.seen.find((call) => call.url === '/auth/refreshToken');
    expect(refresh?.authorization).toBeUndefined();
  });

  it('retries without a second refresh a call answered after the token was already renewed', async () => {
    signInAs('EN_RECHERCHE_EMPLOI', 7, { token: 'ancien' });
    let refreshes = 0;
    let releaseSlow: () => void = () => undefined;
    local.handle((req, _body, res) => {
      if (req.url === '/auth/refreshToken') {
        refreshes += 1;
        return json(res, 200, RENEWED);
      }
      if (req.headers.authorization === 'Bearer nouveau') return json(res, 200, { ok: req.url });
      // The slow call carries the old token and is answered 401 only once the other call has renewed it.
      if (req.url === '/api/lent') {
        releaseSlow = () => json(res, 401, unauthorized);
        return;
      }
      return json(res, 401, unauthorized);
    });

    const slow = api.get('/api/lent');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await api.get('/api/rapide')).toEqual({ ok: '/api/rapide' });
    releaseSlow();
    expect(await slow).toEqual({ ok: '/api/lent' });
    expect(refreshes).toBe(1);
  });

  it('renews a token /auth/validate declares invalid instead of signing out', { timeout: 60_000 }, async () => {
    signInAs('EN_RECHERCHE_EMPLOI', 7, { token: 'ancien' });
    local.handle((req, _body, res) => {
      if (req.url?.startsWith('/auth/validate')) return json(res, 200, req.url.includes('token=nouveau'));
      if (req.url === '/auth/refreshToken') {
        return json(res, 200, RENEWED);
      }
      return json(res, 200, { items: [], totalElements: 0 });
    });
    renderApp('/partenaires');
    await screen.findByRole('button', { name: 'Déconnexion' });
    await expect.poll(() => useSessionStore.getState().auth.token, { timeout: 20_000 }).toBe('nouveau');
    expect(useSessionStore.getState().auth.logged).toBe(true);
    expect(local.seen.filter((call) => call.url === '/auth/refreshToken')).toHaveLength(1);
  });

  it('signs out and goes to the login page when the refresh token is refused', async () => {
    signInAs('EN_RECHERCHE_EMPLOI', 7, { token: 'ancien' });
    const { router } = renderApp('/partenaires');
    local.handle((req, _body, res) => {
      if (req.url === '/auth/refreshToken') {
        return json(res, 401, { statusCode: 401, error: 'Unauthorized', message: MESSAGES.unauthenticated });
      }
      if (req.url === '/api/captcha/challenge') return json(res, 200, { provider: 'none' });
      // The header's own check says nothing here, so that only the call below ends the session.
      if (req.url?.startsWith('/auth/validate')) return json(res, 200, true);
      return json(res, 401, unauthorized);
    });
    await expect(api.get('/api/a')).rejects.toMatchObject({ status: 401 });
    expect(useSessionStore.getState().auth.logged).toBe(false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/connexion');
  });
});

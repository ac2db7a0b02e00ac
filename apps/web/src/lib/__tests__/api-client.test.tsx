// The API client against a real local HTTP server: headers, JSON, the 401 path, other failures, the loading flag.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { screen } from '@testing-library/react';
import { MESSAGES } from '@tremplin/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError, api, configureApiClient, setTokenRefresher } from '@/lib/api-client';
import { useLoadingStore } from '@/lib/loading-store';
import { useSessionStore } from '@/lib/session-store';
import { json, setupFakeApi } from '@/testing/fake-api';
import { renderApp, signInAs } from '@/testing/test-utils';

const server = setupFakeApi({
  record: (req, body) => ({ method: req.method, url: req.url, authorization: req.headers.authorization, body }),
});

afterEach(() => {
  setTokenRefresher(null);
});

describe('api client', () => {
  // First, while no earlier call's linger timer is pending.
  it('raises the loading flag during a call and lowers it after the linger delay', async () => {
    server.handler = (_req, _body, res) => json(res, 200, []);
    const call = api.get('/api/tags/7/0/6', { loading: 30 });
    expect(useLoadingStore.getState().loading).toBe(true);
    await call;
    expect(useLoadingStore.getState().loading).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(useLoadingStore.getState().loading).toBe(false);
  });

  it('sends the stored token and JSON, and reads JSON back', async () => {
    signInAs('EN_RECHERCHE_EMPLOI', 7, { token: 'jeton-7' });
    server.handler = (_req, body, res) => json(res, 201, { id: 3, echo: JSON.parse(body) });
    const answer = await api.post<{ id: number; echo: unknown }>('/api/projet/utilisateur/7', { titre: 'Portfolio' });
    expect(answer).toEqual({ id: 3, echo: { titre: 'Portfolio' } });
    expect(server.seen.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/projet/utilisateur/7',
      authorization: 'Bearer jeton-7',
    });
  });

  it('sends no Authorization header when signed out, and encodes the query', async () => {
    server.handler = (_req, _body, res) => json(res, 200, true);
    expect(await api.get('/auth/validate', { query: { token: 'a b', skip: undefined } })).toBe(true);
    const call = server.seen.find((c) => c.url?.startsWith('/auth/validate'));
    expect(call?.url).toBe('/auth/validate?token=a+b');
    expect(call?.authorization).toBeUndefined();
  });

  it('on 401 signs out, toasts the server’s message and goes to the login page', async () => {
    signInAs('EN_RECHERCHE_EMPLOI', 7, { token: 'jeton-7' });
    const { router } = renderApp('/7/gestion-des-invitations-jobdating');
    await screen.findByRole('heading', { level: 1, name: 'Mes invitations JobDating' });
    server.handler = (_req, _body, res) =>
      json(res, 401, { statusCode: 401, error: 'Unauthorized', message: 'Votre session a pris fin.' });

    const failure = await api.get('/api/candidature/utilisateur/7').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiClientError);
    expect(failure).toMatchObject({ status: 401, message: 'Votre session a pris fin.' });
    expect(await screen.findByText('Votre session a pris fin.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/connexion');
    expect(useSessionStore.getState().auth).toMatchObject({ token: null, logged: false, userId: null });
    expect(localStorage.getItem('tremplin-auth') ?? '').not.toContain('jeton-7');
  });

  it('tries the plugged-in token refresh first, then retries with the new token', async () => {
    signInAs('EN_RECHERCHE_EMPLOI', 7, { token: 'ancien' });
    setTokenRefresher(async () => {
      useSessionStore.getState().setTokens({ token: 'nouveau' });
      return true;
    });
    // A page the previous test rendered may still be fetching: those requests get an empty answer, not a 401.
    server.handler = (req, _body, res) =>
      req.url !== '/api/message/count/nonlu/7'
        ? json(res, 200, [])
        : req.headers.authorization === 'Bearer nouveau'
          ? json(res, 200, { nb: 4 })
          : json(res, 401, { statusCode: 401, error: 'Unauthorized', message: 'Jeton expiré.' });

    expect(await api.get('/api/message/count/nonlu/7')).toEqual({ nb: 4 });
    const calls = server.seen.filter((call) => call.url === '/api/message/count/nonlu/7');
    expect(calls.map((call) => call.authorization)).toEqual(['Bearer ancien', 'Bearer nouveau']);
    expect(useSessionStore.getState().auth.logged).toBe(true);
  });

  it('keeps a session that began while an older call was waiting for its 401', async () => {
    let answer: (() => void) | undefined;
    server.handler = (_req, _body, res) => {
      answer = () => json(res, 401, { statusCode: 401, error: 'Unauthorized', message: 'Jeton expiré.' });
    };
    const stale = api.get('/api/utilisateur/7').catch((error: unknown) => error);
    await vi.waitFor(() => expect(answer).toBeDefined());
    signInAs('EN_RECHERCHE_EMPLOI', 7, { token: 'nouvelle-session' });
    answer?.();
    expect(await stale).toMatchObject({ status: 401 });
    expect(useSessionStore.getState().auth).toMatchObject({ token: 'nouvelle-session', logged: true });
  });

  it('signs out when the refresh fails', async () => {
    signInAs('EN_RECHERCHE_EMPLOI', 7, { token: 'ancien' });
    setTokenRefresher(async () => false);
    server.handler = (_req, _body, res) =>
      json(res, 401, { statusCode: 401, error: 'Unauthorized', message: 'Jeton expiré.' });
    await expect(api.get('/api/utilisateur/7')).rejects.toMatchObject({ status: 401 });
    expect(useSessionStore.getState().auth.logged).toBe(false);
  });

  it('toasts the server’s message for other failures, or the generic one', async () => {
    renderApp('/partenaires');
    server.handler = (_req, _body, res) =>
      json(res, 409, { statusCode: 409, error: 'Conflict', message: MESSAGES.conflict });
    await expect(api.put('/api/notes/note', { id: 1 })).rejects.toMatchObject({ status: 409, kind: 'http' });
    expect(await screen.findByText(MESSAGES.conflict)).toBeInTheDocument();

    server.handler = (_req, _body, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<h1>Bad gateway</h1>');
    };
    await expect(api.get('/api/constants/getVilles')).rejects.toMatchObject({ message: MESSAGES.genericError });
    expect(await screen.findByText(MESSAGES.genericError)).toBeInTheDocument();
  });

  it('gives the French messages for a network failure and a timeout', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    configureApiClient({ baseUrl: `http://127.0.0.1:${deadPort}` });
    try {
      await expect(api.get('/api/x', { silent: true })).rejects.toMatchObject({
        kind: 'network',
        message: MESSAGES.networkError,
      });
    } finally {
      configureApiClient({ baseUrl: server.baseUrl });
    }

    server.handler = (_req, _body, res) => setTimeout(() => json(res, 200, {}), 500);
    await expect(api.get('/api/lent', { timeoutMs: 50, silent: true })).rejects.toMatchObject({
      kind: 'timeout',
      message: MESSAGES.timeout,
    });

    const controller = new AbortController();
    const pending = api.get('/api/lent', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'abort', message: MESSAGES.cancelled });
  });
});

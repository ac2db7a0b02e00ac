// The sign-in screen against a local stand-in API with bot protection off: form errors, refusal, session start.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MESSAGES, MESSAGES } from '@tremplin/shared';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { renderApp } from '@/testing/test-utils';
import { json, noBotCheck, startLocalApi } from './local-api';

const api = startLocalApi();

describe('sign-in screen', { timeout: 60_000 }, () => {
  it('names what is missing before calling the server', async () => {
    api.handle((req, _body, res) => noBotCheck(req.url, res) || json(res, 500, {}));
    renderApp('/connexion');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('L’adresse e-mail est invalide.')).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe est obligatoire.')).toBeInTheDocument();
    expect(api.seen.some((call) => call.url === '/auth/connexion')).toBe(false);
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute('href', '/mot-de-passe-oublie');
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/inscription');
    expect(screen.queryByRole('link', { name: 'Continuer avec LinkedIn' })).toBeNull();
  });

  it('shows the server’s French refusal and stays signed out', async () => {
    api.handle(
      (req, _body, res) =>
        noBotCheck(req.url, res) ||
        json(res, 401, { statusCode: 401, error: 'Unauthorized', message: AUTH_MESSAGES.invalidCredentials }),
    );
    const { router } = renderApp('/connexion');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/E-mail/), 'candidat@tremplin.test');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'mauvais');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    // Kept in the form, and raised as an error toast too (SPEC §8).
    await waitFor(() =>
      expect(
        screen.getAllByRole('alert').filter((el) => el.textContent?.includes(AUTH_MESSAGES.invalidCredentials)),
      ).toHaveLength(2),
    );
    expect(screen.getByRole('form', { name: 'Connexion' }).previousElementSibling).toHaveTextContent(
      AUTH_MESSAGES.invalidCredentials,
    );
    expect(router.state.location.pathname).toBe('/connexion');
    expect(useSessionStore.getState().auth.logged).toBe(false);
  });

  it('stores the session, loads the profile and unread count, greets and goes home', async () => {
    api.handle((req, body, res) => {
      if (noBotCheck(req.url, res)) return;
      if (req.url === '/auth/connexion') {
        const sent = JSON.parse(body) as { email: string; motDePasse: string };
        expect(sent).toMatchObject({ email: 'candidat@tremplin.test', motDePasse: 'Tremplin2026!' });
        return json(res, 200, {
          token: 'acces',
          refreshToken: 'rafraichir',
          typeToken: 'Bearer',
          role: 'EN_RECHERCHE_EMPLOI',
          id: 7,
        });
      }
      if (req.url === '/profile/7')
        return json(res, 200, { id: 7, role: 'EN_RECHERCHE_EMPLOI', prenom: 'Camille', nom: 'MARTIN' });
      if (req.url === '/api/message/count/nonlu/7') return json(res, 200, { nb: 3 });
      if (req.url?.startsWith('/auth/validate')) return json(res, 200, true);
      return json(res, 200, { items: [], totalElements: 0 });
    });
    const { router } = renderApp('/connexion');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/E-mail/), 'Candidat@Tremplin.test ');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'Tremplin2026!');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByText(MESSAGES.login)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const state = useSessionStore.getState();
    expect(state.auth).toMatchObject({
      token: 'acces',
      refreshToken: 'rafraichir',
      role: 'EN_RECHERCHE_EMPLOI',
      userId: 7,
      logged: true,
    });
    expect(state.user.profile).toMatchObject({ prenom: 'Camille' });
    expect(state.messaging.totalMessageNonLu).toBe(3);
    const signIn = api.seen.find((call) => call.url === '/auth/connexion');
    expect(signIn?.authorization).toBeUndefined();
  });

  it('offers LinkedIn only when the server has it configured', async () => {
    api.handle((req, _body, res) =>
      req.url === '/auth/linkedin/statut'
        ? json(res, 200, { configured: true })
        : noBotCheck(req.url, res) || json(res, 404, {}),
    );
    renderApp('/connexion');
    const link = await screen.findByRole('link', { name: 'Continuer avec LinkedIn' });
    expect(link.getAttribute('href')).toMatch(/\/auth\/linkedin$/);
  });
});

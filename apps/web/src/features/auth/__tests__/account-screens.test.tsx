// Password change, deactivation and e-mailed confirmation links against a local stand-in API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MESSAGES, PERSONAL_DATA_MESSAGES } from '@tremplin/shared';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { renderApp, signInAs } from '@/testing/test-utils';
import { json, startLocalApi } from './local-api';

const api = startLocalApi();

describe('password change and deactivation', { timeout: 60_000 }, () => {
  it('asks a job seeker for the current password, sends it, and goes back to the profile', {
    timeout: 60_000,
  }, async () => {
    signInAs('EN_RECHERCHE_EMPLOI', 7);
    api.handle((req, _body, res) =>
      req.url === '/api/utilisateur/modification-mdp'
        ? json(res, 200, { message: AUTH_MESSAGES.passwordChanged })
        : json(res, 200, req.url?.startsWith('/auth/validate') ? true : {}),
    );
    const { router } = renderApp('/modifiermotdepasse/7');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Mot de passe actuel/), 'Ancien2026mdp');
    await user.type(screen.getByLabelText(/^Nouveau mot de passe/), 'Nouveau2026mdp');
    await user.type(screen.getByLabelText(/^Confirmer le nouveau mot de passe/), 'Nouveau2026mdp');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText(AUTH_MESSAGES.passwordChanged)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/mesinfos/7'));
    const sent = api.seen.find((call) => call.url === '/api/utilisateur/modification-mdp');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      utilisateurID: 7,
      motDePasse: 'Nouveau2026mdp',
      ancienMotDePasse: 'Ancien2026mdp',
      refreshToken: 'refresh',
    });
  });

  it('never lets staff choose another account’s password: it points to the reset link instead', async () => {
    signInAs('ADMIN', 1);
    api.handle((req, _body, res) => json(res, 200, req.url?.startsWith('/auth/validate') ? true : {}));
    renderApp('/modifiermotdepasse/7');
    expect(await screen.findByText(/envoyez-lui un lien de\s+réinitialisation/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Nouveau mot de passe/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Supprimer mon compte' })).toBeNull();
  });

  it('deletes one’s own account only after confirming, says when it will be erased, then signs out', async () => {
    signInAs('EN_RECHERCHE_EMPLOI', 7);
    api.handle((req, _body, res) =>
      req.url === '/api/utilisateur/desactivation/7'
        ? json(res, 200, { message: PERSONAL_DATA_MESSAGES.erasureRequested(30) })
        : json(res, 200, req.url?.startsWith('/auth/validate') ? true : { message: 'ok' }),
    );
    const { router } = renderApp('/modifiermotdepasse/7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer votre compte ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(api.seen.some((call) => call.url === '/api/utilisateur/desactivation/7')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Supprimer votre compte ?' })).getByRole('button', {
        name: 'Supprimer',
      }),
    );
    expect(await screen.findByText(PERSONAL_DATA_MESSAGES.erasureRequested(30))).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/connexion'));
    expect(useSessionStore.getState().auth.logged).toBe(false);
    await waitFor(() => expect(api.seen.some((call) => call.url === '/auth/deconnexion')).toBe(true));
  });
});

describe('account confirmation link', { timeout: 60_000 }, () => {
  it('confirms once with the token as bearer and says so', async () => {
    api.handle((req, _body, res) =>
      req.url === '/auth/confirmation' ? json(res, 200, { message: AUTH_MESSAGES.confirmed }) : json(res, 404, {}),
    );
    renderApp('/confirmation/jeton-42');
    expect(await screen.findByText(AUTH_MESSAGES.confirmed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/connexion');
    const calls = api.seen.filter((call) => call.url === '/auth/confirmation');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.authorization).toBe('Bearer jeton-42');
  });

  it('explains a used or expired link and offers a way on', async () => {
    api.handle((_req, _body, res) =>
      json(res, 400, { statusCode: 400, error: 'Bad Request', message: AUTH_MESSAGES.confirmationInvalid }),
    );
    renderApp('/confirmation/perime');
    expect(await screen.findByText(AUTH_MESSAGES.confirmationInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'S’inscrire' })).toHaveAttribute('href', '/inscription');
  });
});

// The invitation link's screen: the password rules before sending, then signed in; a used link says what to do.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_INVITATION_MESSAGES } from '@tremplin/shared';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { renderApp } from '@/testing/test-utils';
import { json, startLocalApi } from './local-api';

const api = startLocalApi();

describe('choosing a password with an invitation', { timeout: 60_000 }, () => {
  it('checks the password rules, sends the token and signs the person in', async () => {
    api.handle((req, _body, res) => {
      if (req.url === '/auth/invitation')
        return json(res, 200, {
          token: 'acces',
          refreshToken: 'refresh',
          typeToken: 'Bearer',
          role: 'RECRUTEUR',
          id: 12,
        });
      return json(
        res,
        200,
        req.url === '/api/message/count/nonlu/12' ? { nb: 0 } : { id: 12, nom: 'ROUX', prenom: 'Nora' },
      );
    });
    const { router } = renderApp('/invitation/jeton-secret');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Mot de passe/), 'court');
    await user.type(screen.getByLabelText(/^Confirmer le mot de passe/), 'court');
    await user.click(screen.getByRole('button', { name: 'Activer mon compte' }));
    expect(
      await screen.findByText(/au moins 10 caractères/, { selector: '.mantine-InputWrapper-error' }),
    ).toBeInTheDocument();
    expect(api.seen.some((call) => call.url === '/auth/invitation')).toBe(false);

    await user.clear(screen.getByLabelText(/^Mot de passe/));
    await user.type(screen.getByLabelText(/^Mot de passe/), 'Bienvenue2026!');
    await user.clear(screen.getByLabelText(/^Confirmer le mot de passe/));
    await user.type(screen.getByLabelText(/^Confirmer le mot de passe/), 'Bienvenue2026!');
    await user.click(screen.getByRole('button', { name: 'Activer mon compte' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const sent = api.seen.find((call) => call.url === '/auth/invitation');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ token: 'jeton-secret', motDePasse: 'Bienvenue2026!' });
    expect(useSessionStore.getState().auth.userId).toBe(12);
  });

  it('shows what to do with a used link', async () => {
    useSessionStore.getState().reset();
    api.handle((req, _body, res) =>
      req.url === '/auth/invitation'
        ? json(res, 400, { statusCode: 400, error: 'Bad Request', message: ACCOUNT_INVITATION_MESSAGES.linkUsed })
        : json(res, 200, {}),
    );
    renderApp('/invitation/jeton-servi');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Mot de passe/), 'Bienvenue2026!');
    await user.type(screen.getByLabelText(/^Confirmer le mot de passe/), 'Bienvenue2026!');
    await user.click(screen.getByRole('button', { name: 'Activer mon compte' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_INVITATION_MESSAGES.linkUsed);
    expect(screen.getByRole('link', { name: 'Mot de passe oublié' })).toBeInTheDocument();
  });
});

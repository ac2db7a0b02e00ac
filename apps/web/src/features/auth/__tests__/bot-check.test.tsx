// The bot check comes after the form: its configuration is asked for at once, and a form sent before its code is
// there waits for it rather than going out without an answer.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MESSAGES } from '@tremplin/shared';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/test-utils';
import { json, startLocalApi } from './local-api';

const api = startLocalApi();

let deliver: () => void = () => undefined;
const delivered = new Promise<void>((resolve) => {
  deliver = resolve;
});

// The widget's code is held back until the test lets it through.
vi.mock('../components/bot-check-widget', async (importOriginal) => {
  await delivered;
  return importOriginal();
});

describe('bot check', { timeout: 60_000 }, () => {
  it('asks for its configuration at once, and holds a sign-in back until its code is there', async () => {
    api.handle((req, _body, res) => {
      if (req.url === '/api/captcha/challenge') return json(res, 200, { provider: 'none' });
      if (req.url === '/auth/linkedin/statut') return json(res, 200, { configured: false });
      if (req.url === '/auth/connexion')
        return json(res, 401, { statusCode: 401, error: 'Unauthorized', message: AUTH_MESSAGES.invalidCredentials });
      json(res, 404, {});
    });
    renderApp('/connexion');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/E-mail/), 'candidat@tremplin.test');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'mauvais');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    await waitFor(() => expect(api.seen.some((call) => call.url === '/api/captcha/challenge')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.seen.some((call) => call.url === '/auth/connexion')).toBe(false);

    deliver();
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.invalidCredentials);
    expect(api.seen.filter((call) => call.url === '/auth/connexion')).toHaveLength(1);
    expect(api.seen.filter((call) => call.url === '/api/captcha/challenge')).toHaveLength(1);
  });
});

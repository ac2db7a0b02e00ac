// The shared password policy, shown live on the registration screen and enforced before the call.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/test-utils';
import { json, startLocalApi } from './local-api';

const api = startLocalApi();

describe('password rules on the registration screen', { timeout: 60_000 }, () => {
  it('ticks each rule as it is met and refuses a weak password in French', { timeout: 90_000 }, async () => {
    api.handle((req, _body, res) =>
      req.url === '/api/captcha/challenge' ? json(res, 200, { provider: 'none' }) : json(res, 500, {}),
    );
    renderApp('/inscription');
    const user = userEvent.setup();
    const password = await screen.findByLabelText(/^Mot de passe/);
    const rules = screen.getByRole('list', { name: 'Règles du mot de passe' });
    const state = (rule: string) => within(rules).getByText(new RegExp(`^${rule}`)).textContent;

    expect(state('Au moins 10 caractères')).toContain('manquante');
    await user.type(password, 'abcdef');
    expect(state('Une lettre minuscule')).toContain('respectée');
    expect(state('Une lettre majuscule')).toContain('manquante');
    await user.type(password, 'A1');
    expect(state('Une lettre majuscule')).toContain('respectée');
    expect(state('Un chiffre')).toContain('respectée');
    expect(state('Au moins 10 caractères')).toContain('manquante');

    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText('Le mot de passe doit contenir au moins 10 caractères.')).toBeInTheDocument();
    expect(screen.getByText('Le prénom est obligatoire.')).toBeInTheDocument();
    expect(api.seen.some((call) => call.url === '/api/utilisateur')).toBe(false);

    await user.type(password, 'xy');
    expect(state('Au moins 10 caractères')).toContain('respectée');
  });
});

// The settings screen against a small local HTTP server standing in for the API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useFeatureFlags } from '@/config/features';
import { json, setupFakeApi } from '@/testing/fake-api';
import { renderApp, signInAs } from '@/testing/test-utils';

const api = setupFakeApi();
afterEach(() => useFeatureFlags.setState({ prospects: false }));

describe('settings', () => {
  it('lets an admin switch the prospecting table into the staff menu', async () => {
    api.handler = (req, body, res) => {
      if (req.url === '/api/parametres/fonctionnalites')
        return json(res, 200, req.method === 'PUT' ? JSON.parse(body) : { prospects: false });
      return json(res, 404, { statusCode: 404, error: 'Not Found', message: 'Introuvable.' });
    };
    signInAs('ADMIN', 1);
    const user = userEvent.setup();
    renderApp('/admin/parametres');
    const toggle = await screen.findByRole('switch', { name: /Tableau de prospection/ }, { timeout: 20_000 });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('Réglage enregistré : il s’applique à tout le monde.')).toBeInTheDocument();
    expect(JSON.parse(api.seen.find((s) => s.method === 'PUT')?.body ?? '{}')).toEqual({ prospects: true });
    await waitFor(() => expect(useFeatureFlags.getState().prospects).toBe(true));
    await user.hover(screen.getByTestId('menu-profile'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Tableau de prospection' })).toBeInTheDocument();
  });
});

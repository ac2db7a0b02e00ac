// The NTC screens against a small local HTTP server standing in for the API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ntc } from '@tremplin/shared';
import { describe, expect, it } from 'vitest';
import { json, noContent, setupFakeApi } from '@/testing/fake-api';
import { renderApp, signInAs } from '@/testing/test-utils';

const api = setupFakeApi();

const used: Ntc = { id: 3, nom: 'MOREAU', prenom: 'Léa', ville: 'Lyon', actif: true, version: 0, prospects: 2 };
const other: Ntc = { id: 8, nom: 'BLANC', prenom: 'Marc', ville: null, actif: false, version: 0, prospects: 0 };

describe('NTC screens', () => {
  it('filters by state in the address and asks what to do with the prospects of an NTC in use', async () => {
    api.handler = (req, _body, res) => {
      if (req.method === 'DELETE') return noContent(res);
      if (req.url?.startsWith('/api/ntc')) return json(res, 200, { items: [used, other], totalElements: 2 });
      return json(res, 404, { statusCode: 404, error: 'Not Found', message: 'Introuvable.' });
    };
    signInAs('CEF', 3);
    const user = userEvent.setup();
    renderApp('/admin/ntc');
    expect(await screen.findByRole('link', { name: 'Léa MOREAU' }, { timeout: 20_000 })).toBeInTheDocument();

    await user.click(screen.getByText('Inactifs'));
    await waitFor(() => expect(api.seen.at(-1)?.url).toContain('actif=false'));

    await user.click(screen.getByRole('button', { name: 'Supprimer Léa MOREAU' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/est lié à 2 prospects/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Les déplacer vers un autre NTC' }));
    const remove = within(dialog).getByRole('button', { name: 'Supprimer' });
    expect(remove).toBeDisabled();
    await user.click(within(dialog).getByRole('textbox', { name: 'NTC de destination' }));
    await user.click(await screen.findByRole('option', { name: 'Marc BLANC (inactif)' }));
    await user.click(remove);
    expect(await screen.findByText('NTC supprimé avec succès.')).toBeInTheDocument();
    expect(api.seen.find((s) => s.method === 'DELETE')?.url).toBe('/api/ntc/delete/3?prospects=deplacer&versNtcId=8');
  });
});

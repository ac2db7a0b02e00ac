// The admins' journal screen against a local stand-in API: the filters go to the server, which pages.
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, setupFakeApi } from '@/testing/fake-api';
import { renderApp, signInAs } from '@/testing/test-utils';

const api = setupFakeApi();

const ENTRY = {
  id: 5,
  type: 'DOSSIER_CONSULTE',
  libelle: 'Dossier consulté',
  personnel: { id: 3, nom: 'Claire MARTIN', role: 'CEF' },
  personne: { id: 9, nom: 'Inès BERNARD', email: 'ines@exemple.fr' },
  adresse: '203.0.113.7',
  date: '2026-12-02T13:05:00.000Z',
};

describe('the access journal screen', { timeout: 60_000 }, () => {
  it('lists the entries and sends each filter to the server', async () => {
    signInAs('ADMIN', 1);
    api.handler = (req, _body, res) =>
      req.url?.startsWith('/api/admin/journal-acces') ? json(res, 200, { items: [ENTRY], totalElements: 1 }) : false;
    renderApp('/admin/journal-acces');
    const table = await screen.findByRole('table', { name: 'Journal des accès' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '02/12/2026 14:05',
      'Inès BERNARD (ines@exemple.fr)',
      'Dossier consulté',
      'Claire MARTIN (Conseiller emploi formation)',
      '203.0.113.7',
    ]);

    await userEvent.type(screen.getByRole('textbox', { name: 'Personne' }), 'bernard');
    await userEvent.type(screen.getByRole('textbox', { name: 'Membre du personnel' }), 'claire');
    await userEvent.click(screen.getByRole('textbox', { name: 'Type d’accès' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Note consultée' }));
    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2026-12-01' } });
    const last = () =>
      new URL(`http://x${api.seen.filter((r) => r.url?.startsWith('/api/admin/journal-acces')).at(-1)!.url}`);
    await vi.waitFor(() =>
      expect(Object.fromEntries(last().searchParams)).toMatchObject({
        personne: 'bernard',
        personnel: 'claire',
        type: 'NOTE_CONSULTEE',
        du: '2026-12-01',
        page: '0',
      }),
    );
  });
});

// The prospecting screens against a small local HTTP server standing in for the API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Prospect } from '@tremplin/shared';
import { describe, expect, it } from 'vitest';
import { json, noContent, setupFakeApi } from '@/testing/fake-api';
import { renderApp, signInAs } from '@/testing/test-utils';

const api = setupFakeApi();

const prospect: Prospect = {
  id: 4,
  version: 2,
  date: '2026-03-02',
  titreDiplomant: 'Développeur web',
  entreprise: 'Boulangerie Martin',
  urlAnnonce: null,
  poste: 'Apprenti développeur',
  adresse: null,
  ville: 'Lyon',
  nomContact: 'Anne PETIT',
  posteContact: null,
  mailContact: 'anne@exemple.fr',
  phoneContact: null,
  commentaire: null,
  statue: 'RELANCE',
  ntcId: 3,
  ntc: 'MOREAU Léa',
};
const counts = { A_CONTACTER: 5, CONTACTE: 0, RELANCE: 1, RENDEZ_VOUS: 0, OFFRE: 2, NON: 0 };
const ntcPage = {
  items: [{ id: 3, nom: 'MOREAU', prenom: 'Léa', ville: 'Lyon', actif: true, version: 0, prospects: 1 }],
  totalElements: 1,
};
const lastList = () => new URL(`http://x${api.seen.filter((s) => s.url?.startsWith('/api/prospect?')).at(-1)?.url}`);

describe('the prospecting table', () => {
  it('shows counts per status, filters and sorts through the address, and asks before deleting', async () => {
    api.handler = (req, _body, res) => {
      if (req.url?.startsWith('/api/ntc')) return json(res, 200, ntcPage);
      if (req.method === 'DELETE') return noContent(res);
      if (req.url?.startsWith('/api/prospect?')) return json(res, 200, { items: [prospect], totalElements: 1, counts });
      return json(res, 404, { statusCode: 404, error: 'Not Found', message: 'Introuvable.' });
    };
    signInAs('CEF', 3);
    const user = userEvent.setup();
    renderApp('/admin/tableau-cef?ville=Lyon');
    expect(await screen.findByRole('link', { name: 'Boulangerie Martin' }, { timeout: 20_000 })).toHaveAttribute(
      'href',
      '/admin/tableau-cef/modifier/4',
    );
    expect(screen.getByText('02/03/2026')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Prospects' })).getByText('MOREAU Léa')).toBeInTheDocument();
    expect(screen.getByText('À contacter : 5')).toBeInTheDocument();
    expect(lastList().searchParams.get('ville')).toBe('Lyon');

    await user.click(screen.getByText('Offre : 2'));
    await waitFor(() => expect(lastList().searchParams.get('statue')).toBe('OFFRE'));

    await user.click(screen.getByRole('button', { name: 'Trier par entreprise' }));
    await waitFor(() => expect(lastList().searchParams.get('tri')).toBe('entreprise'));
    expect(lastList().searchParams.get('ordre')).toBe('asc');
    expect(screen.getByRole('columnheader', { name: /Entreprise/ })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: 'Supprimer Boulangerie Martin' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Prospect supprimé avec succès.')).toBeInTheDocument();
    expect(api.seen.find((s) => s.method === 'DELETE')?.url).toBe('/api/prospect/delete/4');
  });

  it('says when an edit came too late, and names a missing company', async () => {
    api.handler = (req, _body, res) => {
      if (req.url?.startsWith('/api/ntc')) return json(res, 200, ntcPage);
      if (req.method === 'PUT')
        return json(res, 409, { statusCode: 409, error: 'Conflict', message: 'Modifié entre-temps.' });
      if (req.url === '/api/prospect/4') return json(res, 200, prospect);
      return json(res, 404, { statusCode: 404, error: 'Not Found', message: 'Introuvable.' });
    };
    signInAs('ASSISTANT', 3);
    const user = userEvent.setup();
    renderApp('/admin/tableau-cef/modifier/4');
    const company = await screen.findByRole('textbox', { name: 'Entreprise' }, { timeout: 20_000 });
    await user.clear(company);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('L’entreprise est obligatoire.')).toBeInTheDocument();
    await user.type(company, 'Boulangerie Dupuis');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(/Ces données ont été modifiées entre-temps/)).toBeInTheDocument();
    const sent = JSON.parse(api.seen.find((s) => s.method === 'PUT')?.body ?? '{}');
    expect(sent).toMatchObject({ id: 4, version: 2, entreprise: 'Boulangerie Dupuis', statue: 'RELANCE', ntcId: 3 });
  });
});

describe('the import report', () => {
  it('says what was created and updated, and lists each refused line with its number and reason', async () => {
    const { renderWithRouter } = await import('@/testing/test-utils');
    const { ImportReport } = await import('../components/import-report');
    renderWithRouter(
      <ImportReport
        report={{
          mode: 'ligne',
          lines: 5,
          created: 2,
          updated: 1,
          unchanged: 0,
          refused: [
            { line: 3, reason: 'Date invalide « 31/02/2026 » (attendu : jj/mm/aaaa).', raw: 'A;31/02/2026' },
            { line: 6, reason: 'Entreprise : L’entreprise est obligatoire.', raw: ';01/01/2026' },
          ],
          held: [],
          ignoredColumns: ['Colonne perso'],
          rolledBack: false,
          header: 'Entreprise;Date',
          delimiter: ';',
          encoding: 'utf-8',
        }}
      />,
    );
    expect(screen.getByText('2 créés')).toBeInTheDocument();
    expect(screen.getByText('1 mis à jour')).toBeInTheDocument();
    expect(screen.getByText('2 lignes refusées')).toBeInTheDocument();
    expect(screen.getByText('Colonnes ignorées : Colonne perso')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Lignes refusées' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'LigneRaison',
      '3Date invalide « 31/02/2026 » (attendu : jj/mm/aaaa).',
      '6Entreprise : L’entreprise est obligatoire.',
    ]);
    expect(screen.getByRole('button', { name: 'Télécharger les lignes refusées' })).toBeInTheDocument();
  });
});

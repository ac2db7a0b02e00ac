// The note screens against a small local HTTP server standing in for the API.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Note } from '@tremplin/shared';
import { describe, expect, it } from 'vitest';
import { json, noContent, setupFakeApi } from '@/testing/fake-api';
import { landingOf, renderApp, signInAs } from '@/testing/test-utils';

const api = setupFakeApi();

const note: Note = {
  id: 4,
  candidatureId: 31,
  auteurId: 3,
  auteur: 'MOREAU Julien',
  titre: 'Préparation de l’entretien',
  contenu: '<p>Revoir la fiche de poste.</p>',
  fichier: { id: 8, nom: 'fiche-de-poste.pdf', mime: 'application/pdf', taille: 1200 },
  version: 0,
  createdAt: '2026-11-23T08:00:00.000Z',
  updatedAt: '2026-11-23T08:00:00.000Z',
  candidature: 'Vendeur — Boulangerie Martin (MARTIN Camille)',
  utilisateurId: 7,
};

describe('notes of an application', () => {
  it('lists the notes with their file, and asks before deleting one', async () => {
    api.handler = (req, _body, res) => {
      if (req.method === 'DELETE') return noContent(res);
      if (req.url?.startsWith('/api/notes/candidat/31/0/10'))
        return json(res, 200, { items: [note], totalElements: 1 });
      return json(res, 404, { statusCode: 404, error: 'Not Found', message: 'Candidature introuvable.' });
    };
    signInAs('CEF', 3);
    const user = userEvent.setup();
    renderApp('/admin/gestion-des-notes/31');
    expect(await screen.findByText('Préparation de l’entretien', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('fiche-de-poste.pdf')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aperçu de Préparation de l’entretien' })).toHaveAttribute(
      'href',
      '/admin/note-preview/4',
    );
    await user.click(screen.getByRole('button', { name: 'Supprimer Préparation de l’entretien' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/et son fichier joint seront supprimés/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Note supprimée avec succès.')).toBeInTheDocument();
    expect(api.seen.find((s) => s.method === 'DELETE')?.url).toBe('/api/notes/4');
  });

  it('says who can see a file (staff, and the person through her export), and names the file chosen', async () => {
    api.handler = (_req, _body, res) => json(res, 200, { items: [], totalElements: 0 });
    signInAs('CEF', 3);
    const user = userEvent.setup();
    renderApp('/admin/ajouter-une-note/31');
    await screen.findByLabelText('Fichier joint', {}, { timeout: 20_000 });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    expect(screen.queryByText(/Seul le personnel/)).toBeNull();
    expect(screen.getByText(/Visible par le personnel, et par la personne concernée/)).toBeInTheDocument();
    expect(screen.getByText(/« Mes données personnelles »/)).toBeInTheDocument();
    const chosen = new File(['x'.repeat(3000)], 'bilan-competences.pdf', { type: 'application/pdf' });
    await user.upload(input, chosen);
    expect(screen.getByTestId('note-file-chosen')).toHaveTextContent('Fichier choisi : bilan-competences.pdf (3 Ko)');
  });

  it('is refused to candidates by the route guard', async () => {
    api.handler = (_req, _body, res) => json(res, 200, { items: [], totalElements: 0 });
    expect(await landingOf('/admin/gestion-des-notes/31', 'EN_RECHERCHE_EMPLOI')).toBe('/interdit');
  });
});

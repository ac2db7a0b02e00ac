// The template screens against a small local HTTP server standing in for the API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MessageTemplate } from '@tremplin/shared';
import { describe, expect, it } from 'vitest';
import { json, setupFakeApi } from '@/testing/fake-api';
import { renderApp, signInAs } from '@/testing/test-utils';

const api = setupFakeApi();

const template = (overrides: Partial<MessageTemplate> = {}): MessageTemplate => ({
  id: 3,
  titre: 'Relance candidature',
  sujet: 'Où en est votre candidature ?',
  contenu: '<p>Bonjour,</p><p>Avez-vous eu un retour ?</p>',
  version: 2,
  ...overrides,
});

describe('template management', () => {
  it('lists templates with search and deletes one after confirmation', async () => {
    api.handler = (req, _body, res) => {
      if (req.method === 'DELETE') return json(res, 200, { message: 'Modèle supprimé avec succès.' });
      if (req.url?.startsWith('/api/modele-message/0/10/zzz')) return json(res, 200, { items: [], totalElements: 0 });
      return json(res, 200, { items: [template(), template({ id: 4, titre: 'Bienvenue' })], totalElements: 2 });
    };
    signInAs('CEF', 2);
    renderApp('/admin/gestion-des-modeles');
    const table = await screen.findByRole('table', { name: 'Modèles de message' });
    expect(within(table).getByRole('link', { name: 'Relance candidature' })).toHaveAttribute(
      'href',
      '/admin/modele-preview/3',
    );
    expect(within(table).getByRole('link', { name: 'Modifier Bienvenue' })).toHaveAttribute(
      'href',
      '/admin/modifier-un-modele/4',
    );

    await userEvent.click(within(table).getByRole('button', { name: 'Supprimer Bienvenue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer ce modèle ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() =>
      expect(api.seen.some((s) => s.method === 'DELETE' && s.url === '/api/modele-message/4')).toBe(true),
    );

    await userEvent.type(screen.getByRole('textbox', { name: /Rechercher un modèle/ }), 'zzz');
    expect(await screen.findByText('Aucun modèle ne correspond à cette recherche.')).toBeInTheDocument();
  });

  it('previews a template as a recipient reads it', async () => {
    api.handler = (_req, _body, res) => json(res, 200, template());
    signInAs('ADMIN', 1);
    renderApp('/admin/modele-preview/3');
    expect(await screen.findByRole('heading', { name: 'Où en est votre candidature ?' })).toBeInTheDocument();
    expect(screen.getByText('Avez-vous eu un retour ?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modifier' })).toHaveAttribute('href', '/admin/modifier-un-modele/3');
  });

  it('sends the version it read when saving an edit', async () => {
    api.handler = (req, _body, res) => {
      if (req.method === 'PUT') return json(res, 200, template({ titre: 'Relance', version: 3 }));
      return json(res, 200, template());
    };
    signInAs('ASSISTANT', 5);
    renderApp('/admin/modifier-un-modele/3');
    const title = await screen.findByRole('textbox', { name: /Titre du modèle/ });
    await screen.findByRole('textbox', { name: 'Contenu' }, { timeout: 15_000 });
    await userEvent.clear(title);
    await userEvent.type(title, 'Relance');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.seen.some((s) => s.method === 'PUT')).toBe(true));
    const put = api.seen.find((s) => s.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toMatchObject({ id: 3, version: 2, titre: 'Relance' });
  });
});

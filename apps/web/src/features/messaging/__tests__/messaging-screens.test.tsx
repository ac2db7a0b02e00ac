// The messaging screens against a small local HTTP server standing in for the API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Message } from '@tremplin/shared';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { json, setupFakeApi } from '@/testing/fake-api';
import { renderApp, signInAs } from '@/testing/test-utils';

const api = setupFakeApi();

const message = (overrides: Partial<Message> = {}): Message => ({
  id: 41,
  sujet: 'Votre entretien',
  contenu: '<p>Rendez-vous <strong>mardi</strong>.</p>',
  dateHeure: '2026-11-20T09:30:00.000Z',
  estLu: false,
  estSupprime: false,
  idUtilisateurDelete: null,
  version: 0,
  destinataireId: 7,
  expediteurId: 3,
  expediteur: { id: 3, nom: 'BERNARD', prenom: 'Léa' },
  destinataire: { id: 7, nom: 'MARTIN', prenom: 'Camille' },
  ...overrides,
});

describe('mailbox', () => {
  it('lists the inbox newest first with unread messages marked, and says when a box is empty', async () => {
    api.handler = (req, _body, res) => {
      if (req.url?.startsWith('/api/message/count/nonlu/')) return json(res, 200, { nb: 1 });
      if (req.url?.startsWith('/api/message/destinataire/7/0/10'))
        return json(res, 200, {
          items: [message(), message({ id: 40, sujet: 'Bienvenue', estLu: true })],
          totalElements: 2,
        });
      return json(res, 200, { items: [], totalElements: 0 });
    };
    signInAs('EN_RECHERCHE_EMPLOI', 7);
    renderApp('/boitedereception');
    const table = await screen.findByRole('table', { name: 'Boîte de réception' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText('Non lu')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Votre entretien' })).toHaveAttribute(
      'href',
      '/7/message/41',
    );
    expect(within(rows[2] as HTMLElement).queryByText('Non lu')).toBeNull();
    expect(screen.getByRole('link', { name: 'Boîte de réception' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(useSessionStore.getState().messaging.totalMessageNonLu).toBe(1));

    await userEvent.click(screen.getByRole('link', { name: 'Messages supprimés' }));
    expect(await screen.findByText('Aucun message supprimé.')).toBeInTheDocument();
    expect(api.seen.some((s) => s.url === '/api/message/supprime/7/0/10')).toBe(true);
  });
});

describe('message page', () => {
  it('marks an unread message read when its recipient opens it, and deletes only after confirmation', async () => {
    api.handler = (req, _body, res) => {
      if (req.method === 'PUT') return json(res, 200, message({ estLu: true, version: 1 }));
      if (req.method === 'DELETE') return json(res, 200, message({ estLu: true, estSupprime: true }));
      if (req.url?.startsWith('/api/message/count/nonlu/')) return json(res, 200, { nb: 0 });
      if (req.url === '/api/message/41') return json(res, 200, message());
      return json(res, 200, { items: [], totalElements: 0 });
    };
    signInAs('EN_RECHERCHE_EMPLOI', 7, { unread: 1 });
    renderApp('/7/message/41');
    expect(await screen.findByRole('heading', { level: 1, name: 'Votre entretien' })).toBeInTheDocument();
    expect(screen.getByText('mardi')).toBeInTheDocument();
    await waitFor(() => expect(api.seen.some((s) => s.method === 'PUT')).toBe(true));
    const put = api.seen.find((s) => s.method === 'PUT');
    expect(put?.url).toBe('/api/message/utilisateur/7/messagelu');
    expect(JSON.parse(put?.body ?? '{}')).toMatchObject({ id: 41 });
    await waitFor(() => expect(useSessionStore.getState().messaging.totalMessageNonLu).toBe(0));
    expect(screen.getByRole('link', { name: 'Répondre' })).toHaveAttribute('href', '/repondre-message/41');

    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer ce message ?' });
    expect(api.seen.some((s) => s.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() =>
      expect(api.seen.some((s) => s.method === 'DELETE' && s.url === '/api/message/41/7')).toBe(true),
    );
  });

  it('does not mark read a message the viewer sent', async () => {
    api.handler = (req, _body, res) => {
      if (req.url === '/api/message/41') return json(res, 200, message({ expediteurId: 7, destinataireId: 3 }));
      return json(res, 200, { items: [], totalElements: 0 });
    };
    signInAs('EN_RECHERCHE_EMPLOI', 7);
    renderApp('/7/message/41');
    expect(await screen.findByRole('heading', { level: 1, name: 'Votre entretien' })).toBeInTheDocument();
    expect(api.seen.some((s) => s.method === 'PUT')).toBe(false);
    expect(screen.queryByRole('link', { name: 'Répondre' })).toBeNull();
  });
});

describe('writing from a template', () => {
  it('shows staff the message with its fields filled for the chosen recipient before it goes', async () => {
    const template = {
      id: 5,
      titre: 'Relance',
      sujet: 'Votre dossier, {prenom}',
      contenu: '<p>Bonjour {prenom} {nom},</p>',
    };
    api.handler = (req, body, res) => {
      if (req.url === '/api/utilisateur/7') return json(res, 200, { id: 7, nom: 'DUBOIS', prenom: 'Léa' });
      if (req.url?.startsWith('/api/message/destinataires')) return json(res, 200, []);
      if (req.url?.startsWith('/api/modele-message/0/20'))
        return json(res, 200, { items: [template], totalElements: 1 });
      if (req.url === '/api/modele-message/apercu') {
        const input = JSON.parse(body) as { sujet: string; contenu: string; destinataireId: number };
        expect(input.destinataireId).toBe(7);
        return json(res, 200, {
          destinataire: 'Léa DUBOIS',
          sujet: input.sujet.replace('{prenom}', 'Léa'),
          contenu: input.contenu.replace('{prenom}', 'Léa').replace('{nom}', 'DUBOIS'),
        });
      }
      return json(res, 200, { items: [], totalElements: 0, nb: 0 });
    };
    signInAs('CEF', 3);
    renderApp('/nouveau-message/3/7');
    await userEvent.click(await screen.findByRole('textbox', { name: /Modèle de message/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Relance' }));
    expect(await screen.findByText('{prenom}, {nom} : remplis pour le destinataire à l’envoi.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Voir l’aperçu' }));
    const preview = await screen.findByRole('region', { name: 'Aperçu pour Léa DUBOIS' });
    expect(within(preview).getByText('Votre dossier, Léa')).toBeInTheDocument();
    expect(within(preview).getByText('Bonjour Léa DUBOIS,')).toBeInTheDocument();
    // Changing the text takes the preview away: it would no longer be what is sent.
    await userEvent.type(screen.getByRole('textbox', { name: 'Sujet' }), ' !');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Aperçu pour Léa DUBOIS' })).toBeNull());
    // A misspelt field is named before it goes out as written.
    await userEvent.type(screen.getByRole('textbox', { name: 'Sujet' }), ' {{prénom}');
    expect(await screen.findByText(/^Champ inconnu : \{prénom\}\./)).toBeInTheDocument();
  });
});

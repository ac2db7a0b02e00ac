// The template screens against a small local HTTP server standing in for the API.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MessageTemplate } from '@tremplin/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configureApiClient } from '@/lib/api-client';
import { renderApp, signInAs } from '@/testing/test-utils';

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
let server: Server;
let handler: Handler = (_req, _body, res) => res.end();
const seen: Array<{ method?: string; url?: string; body: string }> = [];

const json = (res: ServerResponse, status: number, payload: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(payload));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, body });
      handler(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApiClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
afterAll(async () => {
  configureApiClient({ baseUrl: '' });
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  seen.length = 0;
});

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
    handler = (req, _body, res) => {
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
      expect(seen.some((s) => s.method === 'DELETE' && s.url === '/api/modele-message/4')).toBe(true),
    );

    await userEvent.type(screen.getByRole('textbox', { name: /Rechercher un modèle/ }), 'zzz');
    expect(await screen.findByText('Aucun modèle ne correspond à cette recherche.')).toBeInTheDocument();
  });

  it('previews a template as a recipient reads it', async () => {
    handler = (_req, _body, res) => json(res, 200, template());
    signInAs('ADMIN', 1);
    renderApp('/admin/modele-preview/3');
    expect(await screen.findByRole('heading', { name: 'Où en est votre candidature ?' })).toBeInTheDocument();
    expect(screen.getByText('Avez-vous eu un retour ?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modifier' })).toHaveAttribute('href', '/admin/modifier-un-modele/3');
  });

  it('sends the version it read when saving an edit', async () => {
    handler = (req, _body, res) => {
      if (req.method === 'PUT') return json(res, 200, template({ titre: 'Relance', version: 3 }));
      return json(res, 200, template());
    };
    signInAs('ASSISTANT', 5);
    renderApp('/admin/modifier-un-modele/3');
    const title = await screen.findByRole('textbox', { name: /Titre du modèle/ });
    await screen.findByRole('textbox', { name: 'Contenu' }, { timeout: 5000 });
    await userEvent.clear(title);
    await userEvent.type(title, 'Relance');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(seen.some((s) => s.method === 'PUT')).toBe(true));
    const put = seen.find((s) => s.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toMatchObject({ id: 3, version: 2, titre: 'Relance' });
  });
});

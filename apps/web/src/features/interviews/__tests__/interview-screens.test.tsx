// The interview screens against a small local HTTP server standing in for the API.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Interview } from '@tremplin/shared';
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

const interview: Interview = {
  id: 9,
  utilisateurId: 7,
  adminId: 3,
  candidatureId: 31,
  date: '2026-12-01T09:30:00.000Z',
  duree: 45,
  lieu: '3 place du Marché, Annecy',
  lien: null,
  commentaire: null,
  version: 0,
  candidat: 'MARTIN Camille',
  responsable: 'MOREAU Julien',
  candidature: 'Vendeur — Boulangerie Martin',
};

describe('interview details', () => {
  it('shows the interview in French and, once deleted, sends the candidate to their interviews', async () => {
    handler = (req, _body, res) => {
      if (req.method === 'DELETE') {
        res.writeHead(204);
        return res.end();
      }
      if (req.url === '/api/entretien/9') return json(res, 200, interview);
      return json(res, 200, { items: [], totalElements: 0 });
    };
    signInAs('EN_RECHERCHE_EMPLOI', 7);
    const user = userEvent.setup();
    const view = renderApp('/details-entretien/9');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: /^Entretien du 1 décembre 2026 à \d\d:30$/ },
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vendeur — Boulangerie Martin' })).toHaveAttribute(
      'href',
      '/7/candidature/31',
    );
    expect(screen.getByRole('button', { name: 'Ajouter à mon agenda (.ics)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/mes-entretiens/7'));
    expect(seen.find((s) => s.method === 'DELETE')?.url).toBe('/api/entretien/9');
  });
});

describe('scheduling an interview', () => {
  it('asks an admin coming from the menu to choose the candidate first', async () => {
    handler = (req, _body, res) => {
      if (req.url?.startsWith('/api/candidature/candidats/'))
        return json(res, 200, {
          items: [{ id: 7, nom: 'MARTIN', prenom: 'Camille', email: 'camille@exemple.test', ville: null }],
          totalElements: 1,
        });
      return json(res, 200, []);
    };
    signInAs('ADMIN', 1);
    const user = userEvent.setup();
    const view = renderApp('/1/programmer-entretien');
    await user.click(await screen.findByRole('textbox', { name: 'Candidat' }, { timeout: 20_000 }));
    await user.click(await screen.findByRole('option', { name: 'MARTIN Camille (camille@exemple.test)' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/7/programmer-entretien'));
    expect(await screen.findByRole('button', { name: 'Programmer l’entretien' })).toBeInTheDocument();
  });
});

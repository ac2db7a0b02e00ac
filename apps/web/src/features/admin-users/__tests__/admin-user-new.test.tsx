// A new user and an agency candidate, created from the user administration, against a small local HTTP server.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_USER_MESSAGES, MESSAGES } from '@tremplin/shared';
import { describe, expect, it } from 'vitest';
import { json, setupFakeApi } from '@/testing/fake-api';
import { aProfile } from '@/testing/fixtures';
import { renderApp, signInAs } from '@/testing/test-utils';

function route(req: IncomingMessage, body: string, res: ServerResponse) {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  if (req.method === 'GET' && path.startsWith('/api/admin/cef/'))
    return json(res, 200, { items: [{ id: 2, nom: 'CONSEIL', prenom: 'Aline', role: 'CEF' }], totalElements: 1 });
  // The user list a creation goes back to.
  if (req.method === 'GET' && path === '/api/admin/tentatives') return json(res, 200, []);
  if (req.method === 'GET' && path === '/api/admin/0/10') return json(res, 200, { items: [], totalElements: 0 });
  if (req.method === 'POST' && (path === '/api/admin' || path === '/api/admin/pole-emploi'))
    return json(res, 201, aProfile({ id: 40, ...JSON.parse(body) }));
  return json(res, 404, { statusCode: 404, error: 'Not Found', message: 'introuvable' });
}

// Decoded, so assertions can spell query strings plainly.
const api = setupFakeApi({
  fallback: route,
  record: (req, body) => ({ method: req.method, url: decodeURIComponent(req.url ?? ''), body }),
});

describe('creating users', () => {
  it('requires the fields of a new user, asks no password, then creates it and goes back to the list', async () => {
    signInAs('ASSISTANT', 3);
    const view = renderApp('/admin/ajouter-un-utilisateur');
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter l’utilisateur' }));
    expect(await screen.findByText('Le nom est obligatoire.')).toBeInTheDocument();
    expect(screen.getByText('Le prénom est obligatoire.')).toBeInTheDocument();
    expect(api.seen.some((r) => r.method === 'POST')).toBe(false);
    // An assistant is offered non-staff roles only.
    await userEvent.click(screen.getByRole('textbox', { name: 'Rôle' }));
    expect(screen.queryByRole('option', { name: 'Administrateur' })).toBeNull();
    expect(screen.getByRole('option', { name: 'Recruteur' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Recruteur' }));

    await userEvent.type(screen.getByRole('textbox', { name: /^Prénom/ }), 'Nora');
    await userEvent.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Garnier');
    await userEvent.type(screen.getByRole('textbox', { name: /^Adresse e-mail/ }), 'nora@exemple.test');
    // Staff never choose the password: the person is invited to choose it.
    expect(screen.queryByLabelText(/Mot de passe/)).toBeNull();
    expect(screen.getByText(/reçoit une invitation par e-mail/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter l’utilisateur' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/admin/gestion-des-utilisateur'));
    const post = api.seen.find((r) => r.method === 'POST' && r.url === '/api/admin');
    expect(JSON.parse(post?.body ?? '{}')).toMatchObject({
      nom: 'Garnier',
      prenom: 'Nora',
      email: 'nora@exemple.test',
      role: 'RECRUTEUR',
    });
    expect(JSON.parse(post?.body ?? '{}')).not.toHaveProperty('motDePasse');
    expect(await screen.findByText(ADMIN_USER_MESSAGES.userAdded)).toBeInTheDocument();
    view.unmount();
  });

  it('imports an agency candidate without role nor password fields', async () => {
    signInAs('ADMIN', 1);
    const view = renderApp('/admin/ajouter-un-candidat-pole-emploi');
    await userEvent.type(await screen.findByRole('textbox', { name: /^Prénom/ }), 'Malik');
    expect(screen.queryByRole('textbox', { name: 'Rôle' })).toBeNull();
    expect(screen.queryByLabelText(/Mot de passe/)).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Roux');
    await userEvent.type(screen.getByRole('textbox', { name: /^Adresse e-mail/ }), 'malik@exemple.test');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter le candidat' }));
    expect(await screen.findByText(MESSAGES.candidateAdded)).toBeInTheDocument();
    const post = api.seen.find((r) => r.method === 'POST' && r.url === '/api/admin/pole-emploi');
    expect(JSON.parse(post?.body ?? '{}')).toMatchObject({ nom: 'Roux', prenom: 'Malik' });
    view.unmount();
  });
});

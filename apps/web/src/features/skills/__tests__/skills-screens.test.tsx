// The skills screens (staff list, add form) and a profile's skills, against a small local HTTP server.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, setupFakeApi } from '@/testing/fake-api';
import { renderApp, signInAs } from '@/testing/test-utils';

const SKILLS = [
  { id: 1, nom: 'React', motsCles: 'hooks' },
  { id: 2, nom: 'Docker', motsCles: 'conteneurs' },
];

function route(req: IncomingMessage, body: string, res: ServerResponse) {
  const url = decodeURIComponent(req.url ?? '');
  if (req.method === 'GET' && url.startsWith('/api/competence/page/0/10/dock'))
    return json(res, 200, { items: [SKILLS[1]], totalElements: 1 });
  if (req.method === 'GET' && url.startsWith('/api/competence/page/'))
    return json(res, 200, { items: SKILLS, totalElements: 2 });
  if (req.method === 'DELETE' && url === '/api/competence/2') return json(res, 200, { message: 'ok' });
  if (req.method === 'POST' && url === '/api/competence') return json(res, 201, { id: 3, ...JSON.parse(body) });
  return json(res, 404, { statusCode: 404, error: 'Not Found', message: 'introuvable' });
}

const api = setupFakeApi({ fallback: route });

describe('skills management', () => {
  it('lists, searches and deletes skills after a confirmation', async () => {
    signInAs('CEF', 3);
    const view = renderApp('/admin/gestion-des-competences');
    expect(await screen.findByRole('cell', { name: 'React' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Rechercher une compétence'), 'dock');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'React' })).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Supprimer Docker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer une compétence' });
    expect(api.seen.some((r) => r.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() =>
      expect(api.seen.some((r) => r.method === 'DELETE' && r.url === '/api/competence/2')).toBe(true),
    );
    view.unmount();
  });

  it('requires a name to add a skill, then goes back to the list', async () => {
    signInAs('ADMIN', 1);
    const view = renderApp('/admin/ajouter-une-competence');
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText('Le nom est obligatoire.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Kotlin');
    await userEvent.type(screen.getByLabelText(/Mots-clés/), 'android, jvm');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/admin/gestion-des-competences'));
    const post = api.seen.find((r) => r.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ nom: 'Kotlin', motsCles: 'android, jvm' });
    view.unmount();
  });
});

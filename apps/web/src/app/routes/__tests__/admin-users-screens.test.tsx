// The user list with its filters and erasure, and an account's edit screen with a stale version, against a small
// local HTTP server.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_USER_MESSAGES, MESSAGES, PERSONAL_DATA_MESSAGES } from '@tremplin/shared';
import { describe, expect, it } from 'vitest';
import { json, setupFakeApi } from '@/testing/fake-api';
import { aProfile } from '@/testing/fixtures';
import { renderApp, signInAs } from '@/testing/test-utils';

let staleOnce = false;
let throttled = false;
const THROTTLED = {
  email: 'visee@exemple.test',
  echecs: 7,
  dernierEchec: '2026-03-05T09:30:00.000Z',
  attenteSecondes: 8,
};

const row = (id: number, nom: string, prenom: string, extra: Record<string, unknown> = {}) => ({
  id,
  nom,
  prenom,
  email: `${prenom.toLowerCase()}@exemple.test`,
  role: 'EN_RECHERCHE_EMPLOI',
  active: true,
  visibilite: 'VISIBLE',
  metier: 'Développeuse',
  ville: 'Lyon',
  admission: null,
  referentCEFId: null,
  dateCreation: '2026-03-05T10:00:00.000Z',
  effacementPrevuLe: '2028-03-05T10:00:00.000Z',
  ...extra,
});
const ROWS = [row(11, 'BERNARD', 'Lina'), row(12, 'PETIT', 'Hugo', { active: false, visibilite: 'NON_VISIBLE' })];

const USER = {
  ...aProfile({
    version: 3,
    description: null,
    typeDeContrat: null,
    experience: null,
    tremplin: false,
    photoParDefaut: null,
  }),
  ...row(11, 'BERNARD', 'Lina'),
};

function route(req: IncomingMessage, body: string, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://x');
  const path = url.pathname;
  if (req.method === 'GET' && path === '/api/admin/tentatives') return json(res, 200, throttled ? [THROTTLED] : []);
  if (req.method === 'GET' && path.startsWith('/api/admin/cef/'))
    return json(res, 200, { items: [{ id: 2, nom: 'CONSEIL', prenom: 'Aline', role: 'CEF' }], totalElements: 1 });
  if (req.method === 'GET' && path === '/api/admin/0/10') {
    const search = url.searchParams.get('search');
    if (search === 'zzz') return json(res, 200, { items: [], totalElements: 0 });
    if (search === 'hugo') return json(res, 200, { items: [ROWS[1]], totalElements: 1 });
    if (search === 'conseil')
      return json(res, 200, { items: [row(13, 'CONSEIL', 'Aline', { role: 'CEF' })], totalElements: 1 });
    return json(res, 200, { items: ROWS, totalElements: 2 });
  }
  if (req.method === 'POST' && path === '/api/admin/12/effacement')
    return json(res, 200, { message: PERSONAL_DATA_MESSAGES.erasedByStaff });
  if (req.method === 'GET' && path === '/api/utilisateur/11') return json(res, 200, USER);
  if (req.method === 'GET' && path === '/api/utilisateur/13')
    return json(res, 200, { ...USER, ...row(13, 'CONSEIL', 'Aline', { role: 'CEF' }) });
  if (req.method === 'POST' && path === '/api/admin/11/lien-reinitialisation')
    return json(res, 200, { message: ADMIN_USER_MESSAGES.resetLinkSent(USER.email) });
  if (req.method === 'PUT' && path === '/api/admin/modification') {
    if (staleOnce) {
      staleOnce = false;
      return json(res, 409, { statusCode: 409, error: 'Conflict', message: MESSAGES.conflict });
    }
    return json(res, 200, { ...USER, ...JSON.parse(body), version: 4 });
  }
  return json(res, 404, { statusCode: 404, error: 'Not Found', message: 'introuvable' });
}

// Decoded, so assertions can spell query strings plainly.
const api = setupFakeApi({
  fallback: route,
  record: (req, body) => ({ method: req.method, url: decodeURIComponent(req.url ?? ''), body }),
});

describe('user administration', () => {
  it('lists accounts with their count, filters through the address and erases with a reason after confirming', async () => {
    signInAs('ADMIN', 1);
    const view = renderApp('/admin/gestion-des-utilisateur');
    // The first render of the file loads the screen's code: more time than the default second on a busy machine.
    expect(await screen.findByRole('link', { name: 'Lina BERNARD' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('2 utilisateurs')).toBeInTheDocument();
    expect(screen.getByText('Inactif')).toBeInTheDocument();
    expect(screen.getByText('Masqué')).toBeInTheDocument();
    expect(screen.getAllByText('5 mars 2026')).toHaveLength(2);
    // When each account is due to be erased (retention period, or a pending self-deletion).
    expect(screen.getByRole('columnheader', { name: 'Effacement prévu' })).toBeInTheDocument();
    expect(screen.getAllByText('5 mars 2028')).toHaveLength(2);

    // Column headers sort, and say which way.
    expect(screen.getByRole('columnheader', { name: /Nom/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: 'Trier par ville' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?tri=ville&ordre=asc'));
    await userEvent.click(screen.getByRole('button', { name: 'Trier par ville' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?tri=ville&ordre=desc'));
    expect(screen.getByRole('columnheader', { name: /Ville/ })).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(api.seen.map((r) => r.url)).toContain('/api/admin/0/10?tri=ville&ordre=desc'));
    await userEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));

    await userEvent.type(screen.getByRole('textbox', { name: /^Rechercher/ }), 'zzz');
    expect(await screen.findByText('Aucun utilisateur ne correspond à ces filtres.')).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('?search=zzz');
    await userEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    expect(await screen.findByRole('link', { name: 'Lina BERNARD' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /^Rechercher/ }), 'hugo');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Lina BERNARD' })).toBeNull());
    // The name opens the candidate file; the pencil, the account form.
    expect(screen.getByRole('link', { name: 'Hugo PETIT' }).getAttribute('href')).toMatch(/^\/admin\/candidat\/\d+$/);
    expect(api.seen.map((r) => r.url)).toContain('/api/admin/0/10?search=hugo');

    // Erasing from the list asks the same recorded reason as the account's own screen.
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer Hugo PETIT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Effacer définitivement ce compte ?' });
    expect(within(dialog).getByText(/Hugo PETIT \(hugo@exemple\.test\)/)).toBeInTheDocument();
    const reason = within(dialog).getByLabelText(/Motif de l’effacement/);
    expect(reason).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Effacer' }));
    expect(await within(dialog).findByText(PERSONAL_DATA_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(api.seen.some((r) => r.url === '/api/admin/12/effacement' || r.method === 'DELETE')).toBe(false);
    await userEvent.type(reason, 'Demande écrite du 3 mars');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Effacer' }));
    expect(await screen.findByText(PERSONAL_DATA_MESSAGES.erasedByStaff)).toBeInTheDocument();
    const sent = api.seen.filter((r) => r.method === 'POST' && r.url === '/api/admin/12/effacement');
    expect(sent.map((r) => JSON.parse(r.body))).toEqual([{ motif: 'Demande écrite du 3 mars' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    view.unmount();
  });

  it('shows the accounts whose sign-ins are slowed under the list', async () => {
    throttled = true;
    signInAs('CEF', 2);
    const view = renderApp('/admin/gestion-des-utilisateur');
    const panel = await screen.findByRole('table', { name: 'Comptes aux connexions ralenties' });
    const cells = within(panel)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[0]).toBe('visee@exemple.test');
    expect(cells[1]).toBe('7');
    expect(cells[2]).toMatch(/^5 mars 2026 à \d\d:30$/);
    expect(cells[3]).toBe('8 s');
    throttled = false;
    view.unmount();
  });

  it('offers no action on an account beyond the staff member’s rank', async () => {
    signInAs('ASSISTANT', 3);
    const view = renderApp('/admin/gestion-des-utilisateur?search=conseil');
    expect(await screen.findByRole('link', { name: 'Aline CONSEIL' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Modifier Aline CONSEIL' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Supprimer Aline CONSEIL' })).toBeNull();
    view.unmount();

    // Reached by its address, the account shows no form and no action.
    const edit = renderApp('/admin/modifier-un-utilisateur/13');
    expect(await screen.findByText(/est en lecture seule pour vous/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Envoyer un lien de réinitialisation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Effacer définitivement' })).toBeNull();
    expect(screen.queryByLabelText(/mot de passe/i, { selector: 'input' })).toBeNull();
    edit.unmount();
  });

  it('sends a reset link instead of choosing the password', async () => {
    signInAs('CEF', 2);
    const view = renderApp('/admin/modifier-un-utilisateur/11');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Envoyer un lien de réinitialisation' }, { timeout: 5000 }),
    );
    expect(await screen.findByText(ADMIN_USER_MESSAGES.resetLinkSent('lina@exemple.test'))).toBeInTheDocument();
    expect(api.seen.some((r) => r.method === 'POST' && r.url === '/api/admin/11/lien-reinitialisation')).toBe(true);
    expect(screen.queryByLabelText(/mot de passe/i, { selector: 'input' })).toBeNull();
    view.unmount();
  });

  it('edits the whole account with its version and explains a stale one', async () => {
    signInAs('CEF', 2);
    const view = renderApp('/admin/modifier-un-utilisateur/11');
    const ville = await screen.findByRole('textbox', { name: 'Ville' });
    await userEvent.clear(ville);
    await userEvent.type(ville, 'Grenoble');
    staleOnce = true;
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.conflict);
    const put = api.seen.find((r) => r.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toMatchObject({ id: 11, version: 3, ville: 'Grenoble', active: true });
    expect(JSON.parse(put?.body ?? '{}')).not.toHaveProperty('motDePasse');

    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/admin/gestion-des-utilisateur'));
    expect(await screen.findByText(ADMIN_USER_MESSAGES.userUpdated)).toBeInTheDocument();
    view.unmount();
  });
});

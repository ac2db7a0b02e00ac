// The application screens against a small local HTTP server standing in for the API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Application, type ApplicationTotal, defaultApplicationDate } from '@tremplin/shared';
import { describe, expect, it } from 'vitest';
import { dayjs } from '@/lib/dayjs';
import { json, noContent, setupFakeApi } from '@/testing/fake-api';
import { renderApp, signInAs } from '@/testing/test-utils';

const api = setupFakeApi();

const application = (overrides: Partial<Application> = {}): Application => ({
  id: 31,
  entreprise: 'Boulangerie Martin',
  poste: 'Vendeur',
  url: null,
  typeDeContrat: null,
  detailsOffre: null,
  reponse: null,
  date: '2026-12-23',
  dateCreation: '2026-11-23T08:00:00.000Z',
  acceptationOffre: false,
  commentaire: null,
  statueCandidature: 'EN_ATTENTE',
  version: 0,
  adminId: null,
  utilisateurId: 7,
  contacts: [{ id: 1, nom: 'Lefèvre', prenom: 'Anne', poste: null, email: null, telephone: null, commentaire: null }],
  entretiens: [],
  commentaires: [],
  ...overrides,
});

describe('new application', () => {
  it('offers today + 30 days in French and sends it with the contact', async () => {
    api.handler = (req, body, res) => {
      if (req.method === 'POST') {
        // As the API answers: the application and each of its contacts numbered.
        const sent = JSON.parse(body) as Application;
        const contacts = sent.contacts.map((contact, k) => ({ ...contact, id: k + 1 }));
        return json(res, 201, application({ ...sent, contacts, id: 31 }));
      }
      if (req.url === '/api/candidature/31') return json(res, 200, application());
      return json(res, 200, { items: [], totalElements: 0 });
    };
    signInAs('EN_RECHERCHE_EMPLOI', 7);
    const user = userEvent.setup();
    const view = renderApp('/7/nouvelle-candidature');
    await screen.findByRole('textbox', { name: /^Entreprise/ }, { timeout: 20_000 });
    // The follow-up date is left empty, its default said in words (SPEC §5: 30 days ahead).
    const dateInput = screen.getByLabelText(/Date de relance/);
    expect(dateInput).toHaveValue('');
    expect(
      screen.getByText(`Laissée vide : dans 30 jours, le ${dayjs(defaultApplicationDate()).format('D MMMM YYYY')}.`),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Entreprise/ }), 'Boulangerie Martin');
    await user.type(screen.getByRole('textbox', { name: /^Poste/ }), 'Vendeur');
    await user.click(screen.getByRole('button', { name: 'Ajouter un contact' }));
    await user.type(screen.getByRole('textbox', { name: /^Nom du contact 1/ }), 'Lefèvre');
    await user.click(screen.getByRole('button', { name: 'Ajouter la candidature' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/7/candidature/31'));
    const post = api.seen.find((s) => s.method === 'POST')!;
    expect(post.url).toBe('/api/candidature/utilisateur/7');
    expect(JSON.parse(post.body)).toMatchObject({
      entreprise: 'Boulangerie Martin',
      poste: 'Vendeur',
      date: '',
      contacts: [{ nom: 'Lefèvre' }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendeur — Boulangerie Martin' })).toBeInTheDocument();
  });

  it('refuses a missing company with the schema’s French message', async () => {
    api.handler = (_req, _body, res) => json(res, 200, { items: [], totalElements: 0 });
    signInAs('EMPLOYE', 7);
    const user = userEvent.setup();
    renderApp('/7/nouvelle-candidature');
    await user.click(await screen.findByRole('button', { name: 'Ajouter la candidature' }, { timeout: 20_000 }));
    expect(await screen.findByText('L’entreprise est obligatoire.')).toBeInTheDocument();
    expect(api.seen.some((s) => s.method === 'POST')).toBe(false);
  });
});

describe('board by status', () => {
  it('moves a card with its status list (keyboard alternative to drag and drop)', async () => {
    api.handler = (req, body, res) => {
      if (req.method === 'PUT') return json(res, 200, application({ ...JSON.parse(body), version: 1 }));
      if (req.url === '/api/candidature/utilisateur/7') return json(res, 200, [application()]);
      return json(res, 200, { items: [], totalElements: 0 });
    };
    signInAs('EN_RECHERCHE_EMPLOI', 7);
    const user = userEvent.setup();
    renderApp('/7/candidatures?vue=tableau');
    const column = await screen.findByRole('region', { name: 'Colonne En attente' });
    const status = within(column).getByRole('textbox', { name: 'Statut de Vendeur chez Boulangerie Martin' });
    await user.click(status);
    await user.click(await screen.findByRole('option', { name: 'Entretien' }));
    await waitFor(() => expect(api.seen.some((s) => s.method === 'PUT')).toBe(true));
    const put = api.seen.find((s) => s.method === 'PUT')!;
    expect(put.url).toBe('/api/candidature/utilisateur/7');
    expect(JSON.parse(put.body)).toMatchObject({ id: 31, version: 0, statueCandidature: 'ENTRETIEN' });
  });
});

describe('deleting an application', () => {
  it('sends a candidate back to their list, and an adviser to the management list', async () => {
    api.handler = (req, _body, res) => {
      if (req.method === 'DELETE') return noContent(res);
      if (req.url === '/api/candidature/31') return json(res, 200, application());
      return json(res, 200, { items: [], totalElements: 0 });
    };
    const user = userEvent.setup();

    signInAs('EN_RECHERCHE_EMPLOI', 7);
    const mine = renderApp('/7/candidature/31');
    await user.click(await screen.findByRole('button', { name: 'Supprimer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(mine.router.state.location.pathname).toBe('/7/candidatures'));
    expect(api.seen.find((s) => s.method === 'DELETE')?.url).toBe('/api/candidature/31/7');
    mine.unmount();
    api.seen.length = 0;

    signInAs('CEF', 3);
    const theirs = renderApp('/7/candidature/31');
    await user.click(await screen.findByRole('button', { name: 'Supprimer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(theirs.router.state.location.pathname).toBe('/admin/gestion-des-candidatures/7'));
    expect(api.seen.find((s) => s.method === 'DELETE')?.url).toBe('/api/admin/candidature/31/3');
  });
});

describe('totals per candidate', () => {
  it('sorts a column ascending, descending, then not at all, and shows N/A', async () => {
    const row: ApplicationTotal = {
      utilisateurId: 7,
      nom: 'MARTIN',
      prenom: 'Camille',
      email: 'camille@exemple.test',
      ville: 'N/A',
      referentCEFId: 0,
      referent: 'N/A',
      total: 4,
    };
    api.handler = (_req, _body, res) => json(res, 200, { items: [row], totalElements: 1 });
    signInAs('ASSISTANT', 3);
    const user = userEvent.setup();
    renderApp('/compte-candidatures');
    expect(await screen.findByRole('cell', { name: 'MARTIN' })).toBeInTheDocument();
    expect(screen.getAllByRole('cell', { name: 'N/A' })).toHaveLength(2);
    expect(api.seen.map((s) => s.url)).toContain('/api/candidature/countForEach/0/10');
    const header = screen.getByRole('button', { name: 'Candidatures' });
    await user.click(header);
    await waitFor(() =>
      expect(api.seen.map((s) => s.url)).toContain('/api/candidature/countForEachOrdered/0/10/total/asc'),
    );
    await user.click(header);
    await waitFor(() =>
      expect(api.seen.map((s) => s.url)).toContain('/api/candidature/countForEachOrdered/0/10/total/desc'),
    );
    expect(screen.getByRole('columnheader', { name: 'Candidatures' })).toHaveAttribute('aria-sort', 'descending');
    await user.click(header);
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: 'Candidatures' })).toHaveAttribute('aria-sort', 'none'),
    );
  });
});

// The job-dating screens against a small local HTTP server standing in for the API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Invitation, JobDating } from '@tremplin/shared';
import { describe, expect, it } from 'vitest';
import { json, noContent, setupFakeApi } from '@/testing/fake-api';
import { landingOf, renderApp, signInAs } from '@/testing/test-utils';
import { toIsoSeconds } from '../components/job-dating-form';

const api = setupFakeApi();

const event: JobDating = {
  id: 5,
  version: 0,
  date: '2026-12-03T09:30:00.000Z',
  auteurId: 3,
  auteur: 'MOREAU Julien',
  lieu: 'Lyon, Cité des entreprises',
  thematique: 'Métiers du numérique',
  description: '<p>Rencontrez dix entreprises.</p>',
  invitations: 2,
  confirmees: 1,
};

const invitation: Invitation = {
  id: 12,
  jobDatingId: 5,
  candidatId: 7,
  etatInvitation: 'EN_ATTENTE',
  present: false,
  version: 0,
  candidat: 'MARTIN Camille',
  candidatEmail: 'camille@exemple.test',
  jobDating: { ...event },
  createdAt: '2026-11-23T08:00:00.000Z',
  updatedAt: '2026-11-23T08:00:00.000Z',
};

describe('staff job-dating screens', () => {
  it('lists the events, searches by place, and asks before deleting one', async () => {
    api.handler = (req, body, res) => {
      if (req.method === 'DELETE') return noContent(res);
      if (req.url === '/api/entretien/personnel')
        return json(res, 200, [{ id: 3, nom: 'MOREAU', prenom: 'Julien', role: 'CEF' }]);
      if (req.url === '/api/job-dating/search-by-dto/0/10') {
        const search = JSON.parse(body) as { lieu: string | null };
        return json(
          res,
          200,
          search.lieu === 'Paris' ? { items: [], totalElements: 0 } : { items: [event], totalElements: 1 },
        );
      }
      return json(res, 404, { statusCode: 404, error: 'Not Found', message: 'Introuvable.' });
    };
    signInAs('CEF', 3);
    const user = userEvent.setup();
    renderApp('/admin/gestion-des-jobdating');
    expect(await screen.findByText('Métiers du numérique', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText(/jeudi 3 décembre 2026 à/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aperçu de Métiers du numérique' })).toHaveAttribute(
      'href',
      '/admin/jobdating-preview/5',
    );
    expect(screen.getByRole('link', { name: 'Inviter des candidats à Métiers du numérique' })).toHaveAttribute(
      'href',
      '/admin/ajouter-une-invitation-jobdating/5',
    );

    await user.click(screen.getByRole('button', { name: 'Supprimer Métiers du numérique' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/ses 2 invitation\(s\) seront supprimés/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('JobDating supprimé avec succès.')).toBeInTheDocument();
    expect(api.seen.find((s) => s.method === 'DELETE')?.url).toBe('/api/job-dating/5');

    await user.click(screen.getByRole('textbox', { name: 'Auteur' }));
    await user.click(await screen.findByRole('option', { name: 'Julien MOREAU' }));
    await waitFor(() => {
      const last = api.seen.filter((s) => s.url === '/api/job-dating/search-by-dto/0/10').at(-1);
      expect(JSON.parse(last?.body ?? '{}')).toMatchObject({ auteurId: 3 });
    });

    await user.type(screen.getByRole('textbox', { name: 'Lieu' }), 'Paris');
    expect(await screen.findByText('Aucun JobDating ne correspond à la recherche')).toBeInTheDocument();
    const last = api.seen.filter((s) => s.url === '/api/job-dating/search-by-dto/0/10').at(-1);
    expect(JSON.parse(last?.body ?? '{}')).toMatchObject({ lieu: 'Paris', thematique: null, auteurId: 3 });
  });

  it('names the missing fields of a new event and sends nothing', async () => {
    api.handler = (req, _body, res) => {
      if (req.method === 'POST' && req.url === '/api/job-dating') return json(res, 201, event);
      if (req.url === '/api/job-dating/5') return json(res, 200, event);
      return json(res, 404, { statusCode: 404, error: 'Not Found', message: 'Introuvable.' });
    };
    signInAs('ADMIN', 1);
    const user = userEvent.setup();
    renderApp('/admin/ajouter-un-jobdating');
    await user.click(await screen.findByRole('button', { name: 'Ajouter' }, { timeout: 20_000 }));
    expect(await screen.findByText('La date est obligatoire.')).toBeInTheDocument();
    expect(screen.getByText('Le lieu est obligatoire.')).toBeInTheDocument();
    expect(screen.getByText('La thématique est obligatoire.')).toBeInTheDocument();
    expect(api.seen.some((s) => s.method === 'POST')).toBe(false);
  });

  it('edits an event with its version and keeps its date', async () => {
    api.handler = (req, body, res) => {
      if (req.method === 'PUT') return json(res, 200, { ...event, ...JSON.parse(body), version: 1 });
      if (req.url === '/api/job-dating/5') return json(res, 200, event);
      return json(res, 200, { items: [], totalElements: 0 });
    };
    signInAs('ADMIN', 1);
    const user = userEvent.setup();
    renderApp('/admin/modifier-un-jobdating/5');
    const place = await screen.findByRole('textbox', { name: 'Lieu' }, { timeout: 20_000 });
    expect(screen.getByRole('textbox', { name: 'Date' })).toHaveValue('03/12/2026');
    expect(screen.getByRole('spinbutton', { name: 'Minutes' })).toHaveValue('30');
    await user.clear(place);
    await user.type(place, 'Villeurbanne');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('JobDating modifié avec succès.')).toBeInTheDocument();
    const sent = JSON.parse(api.seen.find((s) => s.method === 'PUT')?.body ?? '{}');
    expect(sent).toMatchObject({ id: 5, version: 0, lieu: 'Villeurbanne', date: '2026-12-03T09:30:00Z' });
  });

  it('sends the date as an ISO date-time cut to seconds', () => {
    expect(toIsoSeconds('2026-12-03 10:30:15')).toMatch(/^2026-12-03T\d{2}:30:15Z$/);
  });

  it('invites a chosen candidate and lists who is invited', async () => {
    api.handler = (req, _body, res) => {
      if (req.url === '/api/job-dating/5') return json(res, 200, event);
      if (req.url?.startsWith('/api/candidature/candidats/'))
        return json(res, 200, {
          items: [{ id: 7, nom: 'MARTIN', prenom: 'Camille', email: 'camille@exemple.test', ville: 'Lyon' }],
          totalElements: 1,
        });
      if (req.url === '/api/invitationJD/envoyer') return json(res, 201, invitation);
      if (req.url === '/api/invitationJD/search-by-dto/0/24')
        return json(res, 200, { items: [{ ...invitation, etatInvitation: 'CONFIRMÉE' }], totalElements: 1 });
      return json(res, 404, { statusCode: 404, error: 'Not Found', message: 'Introuvable.' });
    };
    signInAs('ASSISTANT', 4);
    const user = userEvent.setup();
    renderApp('/admin/ajouter-une-invitation-jobdating/5');
    expect(await screen.findByText('Confirmée', {}, { timeout: 20_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Candidat à inviter' }));
    await user.click(await screen.findByRole('option', { name: 'Camille MARTIN (camille@exemple.test)' }));
    await user.click(screen.getByRole('button', { name: 'Inviter' }));
    expect(await screen.findByText('Invitation envoyée avec succès.')).toBeInTheDocument();
    const sent = api.seen.find((s) => s.url === '/api/invitationJD/envoyer');
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({ jobDatingId: 5, candidatId: 7 });
  });
});

describe('candidate invitation screens', () => {
  it('lists their invitations 24 at a time and accepts one', async () => {
    let state: Invitation['etatInvitation'] = 'EN_ATTENTE';
    api.handler = (req, _body, res) => {
      if (req.url === '/api/invitationJD/12/accepter') {
        state = 'CONFIRMÉE';
        return json(res, 200, { ...invitation, etatInvitation: state });
      }
      if (req.url === '/api/invitationJD/search-by-dto/0/24')
        return json(res, 200, { items: [{ ...invitation, etatInvitation: state }], totalElements: 1 });
      return json(res, 200, []);
    };
    signInAs('EN_RECHERCHE_EMPLOI', 7);
    const user = userEvent.setup();
    renderApp('/7/gestion-des-invitations-jobdating');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Métiers du numérique' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    const search = api.seen.filter((s) => s.url === '/api/invitationJD/search-by-dto/0/24').at(-1);
    expect(JSON.parse(search?.body ?? '{}')).toMatchObject({ candidatId: 7 });
    await user.click(screen.getByRole('button', { name: 'Accepter l’invitation à Métiers du numérique' }));
    expect(await screen.findByText('Invitation acceptée.')).toBeInTheDocument();
    const card = screen.getByRole('article');
    expect(await within(card).findByText('Confirmée')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Accepter/ })).not.toBeInTheDocument();
  });

  it('shows the details of an invitation and refuses it after confirming', async () => {
    api.handler = (req, _body, res) => {
      if (req.url === '/api/invitationJD/12') return json(res, 200, invitation);
      if (req.url === '/api/invitationJD/12/annuler')
        return json(res, 200, { ...invitation, etatInvitation: 'REFUSÉE' });
      return json(res, 200, []);
    };
    signInAs('EN_RECHERCHE_EMPLOI', 7);
    const user = userEvent.setup();
    renderApp('/details-invitation-jobdating/12');
    expect(await screen.findByText('Rencontrez dix entreprises.', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('Lyon, Cité des entreprises')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refuser l’invitation à Métiers du numérique' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    expect(await screen.findByText('Invitation refusée.')).toBeInTheDocument();
    expect(api.seen.find((s) => s.method === 'PUT')?.url).toBe('/api/invitationJD/12/annuler');
    expect(await screen.findByText('Refusée')).toBeInTheDocument();
  });

  it('keeps the staff screens from candidates', async () => {
    api.handler = (_req, _body, res) => json(res, 200, { items: [], totalElements: 0 });
    expect(await landingOf('/admin/gestion-des-jobdating', 'EN_RECHERCHE_EMPLOI')).toBe('/interdit');
  });
});

// « Rappels et notifications », reached from every profile menu (a recruiter included), against a small local HTTP
// server standing in for the API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notice } from '@tremplin/shared';
import { describe, expect, it } from 'vitest';
import { json, noContent, setupFakeApi } from '@/testing/fake-api';
import { renderApp, signInAs } from '@/testing/test-utils';

const api = setupFakeApi({ fallback: (_req, _body, res) => json(res, 200, { items: [], totalElements: 0 }) });

describe('Rappels et notifications', () => {
  it('lets a recruiter choose her reminders and read her notices', async () => {
    let preferences = { email: true, notification: true };
    let notices: Notice[] = [
      {
        id: 2,
        texte: 'Rappel : job dating « Industrie » demain à 9 h 30',
        lien: '/admin/gestion-des-jobdating',
        creeLe: '2026-12-01T17:00:00.000Z',
        lue: false,
      },
      { id: 1, texte: 'Rappel : entretien dans une heure', lien: null, creeLe: '2026-11-20T08:00:00.000Z', lue: true },
    ];
    api.handler = (req, body, res) => {
      if (req.url === '/api/utilisateur/12/rappels') {
        if (req.method === 'PUT') preferences = JSON.parse(body);
        return json(res, 200, preferences);
      }
      if (req.url === '/api/notifications') return json(res, 200, notices);
      if (req.url === '/api/notifications/lues') {
        notices = notices.map((n) => ({ ...n, lue: true }));
        return noContent(res);
      }
      return false;
    };
    signInAs('RECRUTEUR', 12);
    renderApp('/notifications');

    expect(await screen.findByRole('heading', { name: '1 notification non lue' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Rappel : job dating « Industrie » demain à 9 h 30' });
    expect(link).toHaveAttribute('href', '/admin/gestion-des-jobdating');
    expect(screen.getByText('1 décembre 2026 à 18:00')).toBeInTheDocument();

    const byEmail = await screen.findByRole('switch', { name: 'Par e-mail' });
    expect(byEmail).toBeChecked();
    await userEvent.click(byEmail);
    await waitFor(() => expect(preferences).toEqual({ email: false, notification: true }));
    expect(await screen.findByText('Choix des rappels enregistré.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Tout marquer comme lu' }));
    expect(await screen.findByRole('heading', { name: 'Mes notifications' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tout marquer comme lu' })).toBeNull();
  });

  it('says what will come when there is nothing yet', async () => {
    api.handler = (req, _body, res) => {
      if (req.url === '/api/utilisateur/7/rappels') return json(res, 200, { email: true, notification: false });
      if (req.url === '/api/notifications') return json(res, 200, []);
      return false;
    };
    signInAs('EN_RECHERCHE_EMPLOI', 7);
    renderApp('/notifications');
    const empty = await screen.findByRole('heading', { name: 'Aucune notification' });
    expect(empty).toBeInTheDocument();
    expect(
      within(empty.parentElement as HTMLElement).getByText(
        'Les rappels de vos entretiens et job datings apparaîtront ici.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'En notification dans Tremplin' })).not.toBeChecked();
  });
});

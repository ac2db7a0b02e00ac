// The profile and a user's details (the profile with its files and skills) against a small local HTTP server
// standing in for the API.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROFILE_MESSAGES, type Profile } from '@tremplin/shared';
import { describe, expect, it } from 'vitest';
import { json, setupFakeApi } from '@/testing/fake-api';
import { aProfile } from '@/testing/fixtures';
import { renderApp, signInAs } from '@/testing/test-utils';

const profile = (overrides: Partial<Profile> = {}): Profile =>
  aProfile({
    version: 3,
    telephone: '0600000000',
    cheminCv: 'cv/7/11111111-1111-1111-1111-111111111111.pdf',
    urlVideoExterne: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    linkedIn: 'https://www.linkedin.com/in/ines',
    niveauDiplome: 'Bac+2',
    nomDiplome: 'BTS SIO',
    zoneGeographique: 'Rhône',
    ...overrides,
  });

/** Answers the reads of the profile screens, when the test's handler leaves them. */
function route(req: IncomingMessage, res: ServerResponse) {
  const url = req.url ?? '';
  if (/^\/api\/utilisateur\/\d+$/.test(url)) return json(res, 200, profile({ id: Number(url.split('/').pop()) }));
  if (url.startsWith('/api/tags/'))
    return json(res, 200, {
      items: [{ id: 1, nomTag: 'React', version: 0, motsCles: '', competenceId: 4, niveau: 4, utilisateurId: 7 }],
      totalElements: 1,
    });
  if (url.startsWith('/api/competence/nopage')) return json(res, 200, [{ id: 4, nom: 'React', motsCles: '' }]);
  return json(res, 404, { statusCode: 404, error: 'Not Found', message: 'introuvable' });
}

const api = setupFakeApi({ fallback: (req, _body, res) => route(req, res) });

describe('profile view', () => {
  it('shows the whole profile to its owner, with edit buttons, and embeds the external video only on request', async () => {
    signInAs('EN_RECHERCHE_EMPLOI', 7);
    const view = renderApp('/mesinfos/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inès LEFÈVRE' })).toBeInTheDocument();
    expect(screen.getByText('Développeuse web')).toBeInTheDocument();
    expect(screen.getByText('ines@exemple.test')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modifier mes liens' })).toHaveAttribute('href', '/modifierlien/7');
    expect(screen.getByRole('button', { name: 'Télécharger le CV' })).toBeInTheDocument();
    expect(await screen.findByText(/React · Avancé/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo de Inès LEFÈVRE' })).toHaveAttribute('src', '/avatars/tasse.svg');

    expect(document.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Afficher la vidéo' }));
    expect(screen.getByTitle('Vidéo de présentation externe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    view.unmount();
  });

  it('shows another member the public details without private data nor documents', async () => {
    signInAs('EMPLOYE', 9);
    const view = renderApp('/utilisateur/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inès LEFÈVRE' })).toBeInTheDocument();
    expect(screen.queryByText('ines@exemple.test')).toBeNull();
    expect(screen.queryByText('0600000000')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Télécharger le CV' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Modifier mes informations' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Retirer la compétence/ })).toBeNull();
    view.unmount();
  });

  it('says so when the profile is hidden or missing', async () => {
    signInAs('RECRUTEUR', 9);
    api.handler = (req, _body, res) =>
      req.url === '/api/utilisateur/8'
        ? json(res, 404, { statusCode: 404, error: 'Not Found', message: PROFILE_MESSAGES.notFound })
        : false;
    const view = renderApp('/utilisateur/8');
    expect(await screen.findByText(/introuvable ou n’est pas visible/)).toBeInTheDocument();
    view.unmount();
  });
});

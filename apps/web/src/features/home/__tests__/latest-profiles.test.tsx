// The home page's "Derniers profils" against a small local HTTP server standing in for the API.
import { act, screen } from '@testing-library/react';
import type { ProfileCard } from '@tremplin/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, setupFakeApi } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/test-utils';
import { LatestProfiles } from '../components/latest-profiles';

let latest: ProfileCard[] = [];

setupFakeApi({
  fallback: (req, _body, res) => json(res, 200, req.url === '/api/utilisateur/derniers' ? latest : null),
});

const card = (id: number): ProfileCard => ({
  id,
  nom: 'LEROY',
  prenom: `Sami${id}`,
  role: 'ALTERNANT',
  metier: id === 1 ? null : 'Technicien réseau',
  ville: 'Rennes',
  experience: null,
  typeDeContrat: null,
  photoParDefaut: 'tasse',
  cheminImage: null,
  tags: [],
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LatestProfiles', () => {
  it('shows each profile as a card linking to its details', async () => {
    latest = [card(1), card(2)];
    renderWithRouter(<LatestProfiles />);
    expect(await screen.findByRole('link', { name: 'Sami2 LEROY' })).toHaveAttribute('href', '/utilisateur/2');
    expect(screen.getByRole('heading', { name: 'Derniers profils' })).toBeInTheDocument();
    expect(screen.getByText('Métier non renseigné')).toBeInTheDocument();
  });

  it('renders nothing when there is no profile yet', async () => {
    latest = [];
    const { container } = renderWithRouter(<LatestProfiles />);
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('heading', { name: 'Derniers profils' })).toBeNull();
    expect(container.querySelector('section')).toBeNull();
  });

  it('starts the carousel only once its place comes near the screen', async () => {
    latest = [card(1), card(2)];
    const watching: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          watching.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    renderWithRouter(<LatestProfiles />);
    expect(await screen.findByRole('heading', { name: 'Derniers profils' })).toBeInTheDocument();
    await vi.waitFor(() => expect(watching).not.toHaveLength(0));
    expect(screen.getByRole('status', { name: 'Chargement des derniers profils' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sami2 LEROY' })).toBeNull();

    act(() => watching.at(-1)?.([{ isIntersecting: true }]));
    expect(await screen.findByRole('link', { name: 'Sami2 LEROY' })).toHaveAttribute('href', '/utilisateur/2');
  });
});

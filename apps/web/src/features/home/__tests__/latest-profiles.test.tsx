// The home page's "Derniers profils" against a small local HTTP server standing in for the API.
import { screen } from '@testing-library/react';
import type { ProfileCard } from '@tremplin/shared';
import { describe, expect, it } from 'vitest';
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
});

// The home page's "Derniers profils" against a small local HTTP server standing in for the API.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { screen } from '@testing-library/react';
import type { ProfileCard } from '@tremplin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureApiClient } from '@/lib/api-client';
import { renderWithRouter } from '@/testing/test-utils';
import { LatestProfiles } from '../components/latest-profiles';

let server: Server;
let latest: ProfileCard[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(req.url === '/api/utilisateur/derniers' ? latest : null));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApiClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});

afterAll(async () => {
  configureApiClient({ baseUrl: '' });
  await new Promise((resolve) => server.close(resolve));
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

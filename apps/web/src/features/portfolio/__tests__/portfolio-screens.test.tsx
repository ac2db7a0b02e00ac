// The portfolio screens against a small local HTTP server standing in for the API.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type Project } from '@tremplin/shared';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/react-query';
import { json, setupFakeApi } from '@/testing/fake-api';
import { renderApp, renderWithRouter, signInAs } from '@/testing/test-utils';
import { UserPortfolio } from '../components/user-portfolio';
import { ProjectPublicScreen } from '../screens/project-public';

const api = setupFakeApi();

const project = (overrides: Partial<Project> = {}): Project => ({
  id: 5,
  titre: 'Site vitrine',
  description: 'Un site pour une boulangerie.',
  lien: null,
  codeSource: null,
  outilsTravails: 'React',
  slug: 'site-vitrine',
  version: 0,
  tagsId: [],
  tags: [],
  date: '2025-03-01',
  files: ['a.webp', 'b.webp'],
  images: [
    { id: 11, nom: 'a.webp', url: '/i/11', miniatureUrl: '/i/11/m', position: 0, couverture: true },
    { id: 12, nom: 'b.webp', url: '/i/12', miniatureUrl: '/i/12/m', position: 1, couverture: false },
  ],
  utilisateurId: 7,
  auteur: { prenom: 'Camille', nom: 'MARTIN' },
  ...overrides,
});

describe('portfolio', () => {
  it('invites a candidate with no project to create the first one', async () => {
    api.handler = (_req, _body, res) => json(res, 200, { items: [], totalElements: 0 });
    signInAs('EN_RECHERCHE_EMPLOI', 7);
    renderApp('/7/monportfolio');
    expect(await screen.findByRole('heading', { name: 'Aucun projet pour le moment' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Créer mon premier projet' })).toHaveAttribute('href', '/7/nouveauprojet');
    expect(api.seen.map((s) => s.url)).toContain('/api/projet/utilisateur/7/0/6');
  });

  it('shows the projects as cards linking to their page, with the date in French', async () => {
    api.handler = (_req, _body, res) => json(res, 200, { items: [project()], totalElements: 1 });
    signInAs('EMPLOYE', 7);
    renderApp('/7/monportfolio');
    const link = await screen.findByRole('link', { name: 'Site vitrine' });
    expect(link).toHaveAttribute('href', '/7/projet/5');
    expect(screen.getByText('1 mars 2025')).toBeInTheDocument();
  });
});

describe('project form', () => {
  it('keeps what was typed after a conflict, reloads the version, and saves again', async () => {
    let version = 0;
    let puts = 0;
    api.handler = (req, body, res) => {
      if (req.method === 'GET' && req.url === '/api/projet/5') {
        return json(res, 200, project({ version, description: version > 0 ? 'Texte de l’autre onglet' : 'Avant' }));
      }
      if (req.method === 'GET' && req.url === '/api/projet/utilisateur/7/competences') return json(res, 200, []);
      if (req.method === 'PUT') {
        puts += 1;
        const sent = JSON.parse(body) as { version: number; titre: string };
        if (sent.version !== version)
          return json(res, 409, { statusCode: 409, error: 'Conflict', message: MESSAGES.conflict });
        version += 1;
        return json(res, 200, project({ version, titre: sent.titre }));
      }
      return json(res, 200, { items: [], totalElements: 0 });
    };
    signInAs('EN_RECHERCHE_EMPLOI', 7);
    const user = userEvent.setup();
    const view = renderApp('/7/modifier-projet/5');
    const title = await screen.findByRole('textbox', { name: /Titre/ });
    // Someone else saves first.
    version = 1;
    await user.clear(title);
    await user.type(title, 'Site vitrine refait');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(MESSAGES.conflict)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Titre/ })).toHaveValue('Site vitrine refait');

    await user.click(within(alert).getByRole('button', { name: 'Recharger la dernière version' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /Titre/ })).toHaveValue('Site vitrine refait');
    // The field nobody touched here takes the other save's value.
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Texte de l’autre onglet');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/7/projet/5'));
    expect(puts).toBe(2);
    const last = api.seen.filter((s) => s.method === 'PUT').at(-1)!;
    expect(JSON.parse(last.body)).toMatchObject({
      id: 5,
      version: 1,
      titre: 'Site vitrine refait',
      description: 'Texte de l’autre onglet',
    });
  });

  it('names the invalid fields without calling the API', async () => {
    api.handler = (req, _body, res) =>
      req.url === '/api/projet/utilisateur/7/competences'
        ? json(res, 200, [{ id: 3, nomTag: 'TypeScript' }])
        : json(res, 200, {});
    signInAs('ALTERNANT', 7);
    const user = userEvent.setup();
    renderApp('/7/nouveauprojet');
    expect(await screen.findByRole('checkbox', { name: 'TypeScript' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Lien du projet/ }), 'pas-une-adresse');
    await user.click(screen.getByRole('button', { name: 'Créer le projet' }));
    expect(await screen.findByText('Le titre compte au moins 2 caractères')).toBeInTheDocument();
    expect(screen.getByText('adresse web commençant par http:// ou https://')).toBeInTheDocument();
    expect(api.seen.some((s) => s.method === 'POST')).toBe(false);
  });
});

describe('project images', () => {
  it('moves an image, picks the cover and sends the whole order', async () => {
    api.handler = (req, body, res) => {
      if (req.method === 'PUT') {
        const { ordre } = JSON.parse(body) as { ordre: number[] };
        return json(
          res,
          200,
          project({ images: [...project().images].sort((a, b) => ordre.indexOf(a.id) - ordre.indexOf(b.id)) }),
        );
      }
      return json(res, 200, project());
    };
    signInAs('EN_RECHERCHE_EMPLOI', 7);
    const user = userEvent.setup();
    renderApp('/7/modifier-projet-image/5');
    await user.click(await screen.findByRole('button', { name: 'Descendre a.webp' }));
    await user.click(screen.getByRole('radio', { name: 'Couverture : b.webp' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer l’ordre' }));
    await waitFor(() => expect(api.seen.some((s) => s.method === 'PUT')).toBe(true));
    const put = api.seen.find((s) => s.method === 'PUT')!;
    expect(put.url).toBe('/api/projet/5/images');
    expect(JSON.parse(put.body)).toEqual({ ordre: [12, 11], couverture: 12 });
  });

  it('asks before deleting a project', async () => {
    api.handler = (req, _body, res) => (req.method === 'DELETE' ? res.writeHead(204).end() : json(res, 200, project()));
    signInAs('EN_RECHERCHE_EMPLOI', 7);
    const user = userEvent.setup();
    const view = renderApp('/7/projet/5');
    await user.click(await screen.findByRole('button', { name: 'Supprimer le projet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer ce projet ?' });
    expect(api.seen.some((s) => s.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/7/monportfolio'));
    expect(api.seen.find((s) => s.method === 'DELETE')?.url).toBe('/api/projet/5');
  });
});

describe('portfolio on a profile page', () => {
  it('lists a visitor’s view of the projects and opens one in a dialog', async () => {
    api.handler = (_req, _body, res) => json(res, 200, { items: [project()], totalElements: 1 });
    signInAs('RECRUTEUR', 40);
    const user = userEvent.setup();
    renderWithRouter(<UserPortfolio userId={7} />);
    await user.click(await screen.findByRole('button', { name: 'Site vitrine' }));
    const dialog = await screen.findByRole('dialog', { name: 'Site vitrine' });
    expect(within(dialog).getByText('Un site pour une boulangerie.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Afficher l’image 2 : b.webp' })).toBeInTheDocument();
  });

  it('says so when the portfolio is not visible', async () => {
    api.handler = (_req, _body, res) =>
      json(res, 404, { statusCode: 404, error: 'Not Found', message: 'Ressource introuvable.' });
    signInAs('RECRUTEUR', 40);
    renderWithRouter(<UserPortfolio userId={8} />);
    expect(await screen.findByText('Le portfolio de ce profil n’est pas visible.')).toBeInTheDocument();
  });
});

describe('project by its shareable address', () => {
  const renderPublic = (slug: string) =>
    render(
      <AppProvider env="test" queryClient={createQueryClient()}>
        <RouterProvider
          router={createMemoryRouter([{ path: '/projet/:slug', element: <ProjectPublicScreen /> }], {
            initialEntries: [`/projet/${slug}`],
          })}
        />
      </AppProvider>,
    );

  it('shows a signed-out visitor the project and its author, with the project as page title', async () => {
    api.handler = (req, _body, res) =>
      req.url === '/api/projet/slug/site-vitrine'
        ? json(res, 200, project())
        : json(res, 404, { statusCode: 404, error: 'Not Found', message: 'Ce projet est introuvable.' });
    renderPublic('site-vitrine');
    expect(await screen.findByRole('heading', { level: 1, name: 'Site vitrine' })).toBeInTheDocument();
    expect(screen.getByText('Un projet de Camille MARTIN')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Site vitrine \| /));
    expect(api.seen.find((s) => s.url === '/api/projet/slug/site-vitrine')).toBeDefined();
  });

  it('says the project is not shared when the address is unknown or the profile hidden', async () => {
    api.handler = (_req, _body, res) =>
      json(res, 404, { statusCode: 404, error: 'Not Found', message: 'Ce projet est introuvable.' });
    renderPublic('inconnu');
    expect(await screen.findByText(/Ce projet n’existe pas ou son auteur ne le partage pas/)).toBeInTheDocument();
  });
});

// The candidate file: identity and status, each section read from its own call and paged on its own, empty and
// failing sections said in French, the actions' addresses, and the route kept from recruiters and candidates.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, setupFakeApi } from '@/testing/fake-api';
import { landingOf, renderApp, signInAs } from '@/testing/test-utils';

const SUMMARY = {
  id: 31,
  nom: 'DUBOIS',
  prenom: 'Léa',
  email: 'lea@exemple.test',
  telephone: null,
  ville: 'Lyon',
  metier: 'Développeuse',
  role: 'EN_RECHERCHE_EMPLOI',
  active: true,
  visibilite: 'NON_VISIBLE',
  admission: 'Admise',
  commentaire: null,
  tremplin: true,
  referent: { id: 2, nom: 'MOREAU', prenom: 'Julien' },
  dateCreation: '2026-03-17T10:00:00.000Z',
  derniereConnexion: '2026-11-30T09:15:00.000Z',
  effacementPrevuLe: '2028-11-30T09:15:00.000Z',
  effacementDemande: false,
};

const application = (n: number) => ({
  id: 100 + n,
  entreprise: `Entreprise ${n}`,
  poste: `Poste ${n}`,
  statut: 'EN_ATTENTE',
  date: '2026-11-02',
  dateCreation: '2026-11-01T10:00:00.000Z',
  notes: n === 1 ? 2 : 0,
});

const api = setupFakeApi({
  fallback: (req, _body, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const page = Number(url.searchParams.get('page') ?? 0);
    switch (url.pathname) {
      case '/api/dossier/31':
        return json(res, 200, SUMMARY);
      case '/api/dossier/31/candidatures':
        return json(res, 200, {
          items: page === 0 ? Array.from({ length: 10 }, (_, i) => application(i + 1)) : [application(11)],
          totalElements: 11,
        });
      case '/api/dossier/31/messages':
        return json(res, 200, {
          items: [
            {
              id: 5,
              sujet: 'Point sur votre recherche',
              texte: 'Bonjour Léa, où en êtes-vous ?',
              dateHeure: '2026-11-23T09:00:00.000Z',
              sens: 'recu',
              estLu: false,
              interlocuteur: { id: 2, nom: 'MOREAU', prenom: 'Julien' },
            },
          ],
          totalElements: 1,
        });
      case '/api/doublons/compte/31':
        return json(res, 200, [{ id: 7, raisons: ['TELEPHONE'], autreId: 40 }]);
      case '/api/dossier/31/notes':
        return json(res, 500, { statusCode: 500, error: 'Internal Server Error', message: 'Erreur' });
      default:
        return json(res, 200, { items: [], totalElements: 0 });
    }
  },
  record: (req) => ({ method: req.method, url: decodeURIComponent(req.url ?? '') }),
});

describe('/admin/candidat/{uid}', () => {
  it('shows her status and each section on its own, with the actions of the file', async () => {
    signInAs('CEF', 2);
    renderApp('/admin/candidat/31');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dossier de Léa DUBOIS' }, { timeout: 10_000 }));
    // Another account looks like hers: the file links to their comparison.
    expect(await screen.findByText(/Même téléphone qu’un autre compte/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Comparer les deux comptes' })).toHaveAttribute(
      'href',
      '/admin/doublons/7',
    );
    const identity = screen.getByRole('region', { name: 'Identité et situation' });
    expect(identity).toHaveTextContent('Profil masqué');
    expect(identity).toHaveTextContent('Julien MOREAU');
    expect(identity).toHaveTextContent(/Dernière connexion30 novembre 2026 à \d\d:15/);
    expect(identity).toHaveTextContent('30 novembre 2028');

    const applications = screen.getByRole('region', { name: 'Candidatures' });
    expect(await within(applications).findByRole('link', { name: 'Poste 1 — Entreprise 1' })).toHaveAttribute(
      'href',
      '/31/candidature/101',
    );
    expect(within(applications).getByText('2 notes')).toBeInTheDocument();
    await userEvent.click(within(applications).getByRole('button', { name: 'Page 2' }));
    expect(await within(applications).findByRole('link', { name: 'Poste 11 — Entreprise 11' })).toBeInTheDocument();
    expect(api.seen.map((s) => s.url)).toContain('/api/dossier/31/candidatures?page=1&size=10');

    const messages = screen.getByRole('region', { name: 'Messages avec l’équipe' });
    expect(await within(messages).findByText('Point sur votre recherche')).toBeInTheDocument();
    expect(messages).toHaveTextContent('de Julien MOREAU · non lu');
    // A failing section says so; the others are unaffected. An empty one says it is empty.
    expect(
      await screen.findByText('Les notes ne peuvent pas être affichées pour le moment.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Aucun entretien à venir.')).toBeInTheDocument();
    expect(await screen.findByText('Aucune invitation à un JobDating.')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Écrire à Léa DUBOIS' })).toHaveAttribute('href', '/nouveau-message/2/31');
    expect(screen.getByRole('link', { name: 'Ajouter une candidature' })).toHaveAttribute(
      'href',
      '/admin/ajouter-une-candidature/31',
    );
    expect(screen.getByRole('link', { name: 'Modifier le compte' })).toHaveAttribute(
      'href',
      '/admin/modifier-un-utilisateur/31',
    );
  });

  it('is kept from recruiters by the route guard', async () => {
    expect(await landingOf('/admin/candidat/31', 'RECRUTEUR')).toBe('/interdit');
  });

  it('is kept from candidates by the route guard', async () => {
    expect(await landingOf('/admin/candidat/31', 'EN_RECHERCHE_EMPLOI')).toBe('/interdit');
  });
});

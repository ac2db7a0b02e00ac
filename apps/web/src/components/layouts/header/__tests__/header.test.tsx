// The header as each kind of user sees it (SPEC §2.11 with DESIGN differences 3 and 7).
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_OPERATOR_SETTINGS, type OperatorSettings } from '@tremplin/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFeatureFlags } from '@/config/features';
import { useSessionStore } from '@/lib/session-store';
import { setViewportWidth } from '@/testing/setup';
import { renderApp, signInAs } from '@/testing/test-utils';

/** The footer's networks and sister sites as an admin set them. */
const operator: OperatorSettings = {
  ...EMPTY_OPERATOR_SETTINGS,
  reseaux: {
    linkedin: 'https://www.linkedin.com/company/tremplin-formation',
    facebook: '',
    instagram: '',
    youtube: 'https://www.youtube.com/@tremplin-formation',
  },
  sitesSoeurs: [{ libelle: 'Tremplin Actu', url: 'https://actu.tremplin-formation.fr', description: 'l’actualité' }],
};
vi.mock('@/lib/operator-details', () => ({
  useOperatorDetails: () => ({ data: operator }),
  useContactEmail: () => null,
}));

const mainNav = () => within(screen.getByRole('navigation', { name: 'Navigation principale' }));

async function openMenu(name: string) {
  const user = userEvent.setup();
  await user.click(await mainNav().findByRole('button', { name }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => [item.textContent, item.getAttribute('href')]);
}

afterEach(() => useFeatureFlags.setState({ prospects: false }));

describe('header', () => {
  it('links the brand to the home page', async () => {
    renderApp('/partenaires');
    expect(await screen.findByRole('link', { name: 'Tremplin' })).toHaveAttribute('href', '/');
  });

  it('shows the signed-out menu', async () => {
    renderApp('/partenaires');
    await screen.findByRole('heading', { level: 1 });
    const links = mainNav()
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Partenaires', '/partenaires'],
      ['Astuces', '/videos-emploi'],
      ['Connexion', '/connexion'],
      ['Inscription', '/inscription'],
    ]);
    expect(mainNav().queryByRole('link', { name: /Tous les profils/ })).toBeNull();
    expect(mainNav().queryByRole('link', { name: /Messagerie/ })).toBeNull();
    expect(mainNav().queryByRole('button', { name: 'Déconnexion' })).toBeNull();
  });

  it.each(['EN_RECHERCHE_EMPLOI', 'EMPLOYE', 'CANDIDAT_POE', 'ALTERNANT'] as const)(
    'shows a job seeker’s menus to %s',
    async (role) => {
      signInAs(role, 7);
      renderApp('/partenaires');
      expect(await mainNav().findByRole('link', { name: 'Tous les profils' })).toHaveAttribute('href', '/recherche');
      expect(mainNav().getByRole('link', { name: 'Messagerie' })).toHaveAttribute('href', '/boitedereception');
      expect(mainNav().getByRole('button', { name: 'Déconnexion' })).toBeInTheDocument();
      expect(await openMenu('Mon profil')).toEqual([
        ['Moi', '/mesinfos/7'],
        ['Candidatures', '/7/candidatures'],
        ['Portfolio', '/7/monportfolio'],
        ['JobDating', '/7/gestion-des-invitations-jobdating'],
        ['Ma formation', '/7/ma-formation'],
        ['Rappels et notifications', '/notifications'],
        ['Double authentification', '/double-authentification'],
        ['Mot de passe et compte', '/modifiermotdepasse/7'],
      ]);
    },
  );

  it('offers the interview menu to a job seeker', async () => {
    signInAs('EN_RECHERCHE_EMPLOI', 7);
    renderApp('/partenaires');
    expect(await openMenu('Entretien')).toEqual([
      ['À venir', '/mes-entretiens/7'],
      ['Passés', '/mes-entretiens/7?periode=passes'],
      ['Rejoindre', '/entretien-attente'],
      ['Programmer', '/7/programmer-entretien'],
    ]);
  });

  it('shows a recruiter’s menu, without interviews', async () => {
    signInAs('RECRUTEUR', 12);
    renderApp('/partenaires');
    expect(await openMenu('Mon profil')).toEqual([
      ['Moi', '/mesinfos/12'],
      ['Mes favoris', '/recruteur/liste-favoris/12'],
      ['Mes recherches enregistrées', '/recherches-enregistrees'],
      ['Rappels et notifications', '/notifications'],
      ['Double authentification', '/double-authentification'],
      ['Mot de passe et compte', '/modifiermotdepasse/12'],
    ]);
    expect(mainNav().queryByRole('button', { name: 'Entretien' })).toBeNull();
  });

  it('shows the staff menu to an admin, prospects only when switched on', async () => {
    signInAs('ADMIN', 1);
    const first = renderApp('/partenaires');
    expect(await openMenu('Mon profil')).toEqual([
      ['Moi', '/mesinfos/1'],
      ['Utilisateurs', '/admin/gestion-des-utilisateur'],
      ['Mes recherches enregistrées', '/recherches-enregistrees'],
      ['Total des candidatures par candidat', '/compte-candidatures'],
      ['Compétences', '/admin/gestion-des-competences'],
      ['Modèles de message', '/admin/gestion-des-modeles'],
      ['JobDating', '/admin/gestion-des-jobdating'],
      ['Formations', '/admin/formations'],
      ['Tableau de bord', '/admin/tableau-de-bord'],
      ['Console des journaux', '/admin/console-log'],
      ['Paramètres', '/admin/parametres'],
      ['Tâches', '/admin/taches'],
      ['Journal des accès', '/admin/journal-acces'],
      ['Salons vocaux', '/experimental/mumble/lobby'],
      ['Rappels et notifications', '/notifications'],
      ['Double authentification', '/double-authentification'],
      ['Mot de passe et compte', '/modifiermotdepasse/1'],
    ]);
    expect(mainNav().getByRole('button', { name: 'Entretien' })).toBeInTheDocument();
    first.unmount();

    useFeatureFlags.setState({ prospects: true });
    renderApp('/partenaires');
    const items = await openMenu('Mon profil');
    expect(items.at(-4)).toEqual(['Tableau de prospection', '/admin/tableau-cef']);
  });

  it('leaves Compétences out of an assistant’s menu', async () => {
    signInAs('ASSISTANT', 3);
    renderApp('/partenaires');
    const labels = (await openMenu('Mon profil')).map(([label]) => label);
    expect(labels).toEqual([
      'Moi',
      'Utilisateurs',
      'Mes recherches enregistrées',
      'Total des candidatures par candidat',
      'Modèles de message',
      'JobDating',
      'Formations',
      'Tableau de bord',
      'Rappels et notifications',
      'Double authentification',
      'Mot de passe et compte',
    ]);
    // Staff run the interviews (DESIGN difference 14).
    expect(await openMenu('Entretien')).toEqual([
      ['Agenda', '/admin/agenda'],
      ['Rejoindre', '/entretien-attente'],
      ['Programmer', '/3/programmer-entretien'],
    ]);
  });

  it('hides the unread badge at 0', async () => {
    signInAs('EN_RECHERCHE_EMPLOI', 7, { unread: 0 });
    renderApp('/partenaires');
    const inbox = await mainNav().findByRole('link', { name: 'Messagerie' });
    expect(within(inbox).queryByTestId('unread-badge')).toBeNull();
  });

  it('shows the unread badge at 3', async () => {
    signInAs('EN_RECHERCHE_EMPLOI', 7, { unread: 3 });
    renderApp('/partenaires');
    const inbox = await mainNav().findByRole('link', { name: 'Messagerie (3 messages non lus)' });
    expect(within(inbox).getByTestId('unread-badge')).toHaveTextContent('3');
    // A polite live region, there from the start, reads a change of the count out.
    const live = screen.getByTestId('unread-live');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveTextContent('3 messages non lus');
    act(() => useSessionStore.getState().setUnreadCount(4));
    expect(live).toHaveTextContent('4 messages non lus');
  });

  it('hides search and messaging when the token has expired', async () => {
    const expired = `x.${btoa(JSON.stringify({ exp: 1_000_000 })).replace(/=+$/, '')}.y`;
    signInAs('EN_RECHERCHE_EMPLOI', 7, { token: expired });
    renderApp('/partenaires');
    expect(await mainNav().findByRole('button', { name: 'Mon profil' })).toBeInTheDocument();
    expect(mainNav().queryByRole('link', { name: /Tous les profils/ })).toBeNull();
    expect(mainNav().queryByRole('link', { name: /Messagerie/ })).toBeNull();
  });

  it('signs out, clears the session and goes to the login page', async () => {
    signInAs('EN_RECHERCHE_EMPLOI', 7, { unread: 2 });
    const { router } = renderApp('/mesinfos/7');
    await userEvent.setup().click(await mainNav().findByRole('button', { name: 'Déconnexion' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/connexion');
    const { auth, user, messaging } = useSessionStore.getState();
    expect(auth).toMatchObject({ token: null, logged: false, userId: null, role: null });
    expect(user.profile).toBeNull();
    expect(messaging.totalMessageNonLu).toBe(0);
    expect(localStorage.getItem('tremplin-auth') ?? '').not.toContain('test-token');
  });

  it('turns into a burger and a drawer on a narrow window', async () => {
    setViewportWidth(375);
    signInAs('RECRUTEUR', 12, { unread: 1 });
    renderApp('/partenaires');
    const burger = await screen.findByRole('button', { name: 'Ouvrir le menu' });
    expect(screen.queryByRole('navigation', { name: 'Navigation principale' })).toBeNull();
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(burger);
    const drawer = within(await screen.findByRole('navigation', { name: 'Navigation mobile' }));
    expect(drawer.getByRole('link', { name: 'Tous les profils' })).toHaveAttribute('href', '/recherche');
    expect(drawer.getByRole('link', { name: 'Messagerie (1 message non lu)' })).toBeInTheDocument();
    expect(drawer.getByRole('link', { name: 'Mes favoris' })).toHaveAttribute('href', '/recruteur/liste-favoris/12');
    expect(drawer.getByRole('button', { name: 'Déconnexion' })).toBeInTheDocument();
    expect(burger).toHaveAttribute('aria-expanded', 'true');
  });

  it('adds YouTube to the footer on mobile only', async () => {
    renderApp('/partenaires');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Tremplin sur LinkedIn (nouvel onglet)' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /YouTube/ })).toBeNull();
  });

  it('lists the information pages in the footer, and YouTube on mobile', async () => {
    setViewportWidth(375);
    renderApp('/partenaires');
    await screen.findByRole('heading', { level: 1 });
    const footer = within(screen.getByRole('contentinfo'));
    const info = within(footer.getByRole('navigation', { name: 'Informations' }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(info).toEqual([
      '/mentions',
      '/plandusite',
      '/cookies',
      '/accessibilite',
      '/nos-resultats',
      '/apropos',
      '/contact',
    ]);
    expect(footer.getByRole('link', { name: 'Tremplin sur YouTube (nouvel onglet)' })).toBeInTheDocument();
    expect(footer.getByRole('link', { name: /Tremplin Actu/ })).toHaveAttribute(
      'href',
      'https://actu.tremplin-formation.fr',
    );
  });
});

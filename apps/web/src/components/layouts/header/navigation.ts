// What the header shows to whom (SPEC §2.11 with DESIGN differences 3 and 7, in sentence case throughout), as data for the desktop header and
// the mobile drawer alike. Entries the route guard would refuse are left out.
import { href, isStaff } from '@tremplin/shared';
import type { FeatureFlags } from '@/config/features';
import type { CurrentUser } from '@/lib/auth';
import { canVisit } from '@/lib/authorization';

export interface NavItem {
  label: string;
  to: string;
}

export interface NavMenu {
  /** Stable key, also used in test ids. */
  key: 'profile' | 'interviews';
  label: string;
  items: NavItem[];
}

export interface Navigation {
  signedIn: boolean;
  /** Top-level links, before the drop-downs. */
  links: Array<NavItem & { key: string }>;
  menus: NavMenu[];
  /** Unread messages for the Messagerie badge (0 hides it). */
  unread: number;
}

export interface NavigationInput {
  user: CurrentUser | null;
  hasValidToken: boolean;
  unread: number;
  features: FeatureFlags;
}

function profileItems(user: CurrentUser, features: FeatureFlags): NavItem[] {
  const me: NavItem = { label: 'Moi', to: href('profile', { id: user.id }) };
  // The password and the account's deletion share one screen, reached from every profile menu.
  const account: NavItem = { label: 'Mot de passe et compte', to: href('changePassword', { id: user.id }) };
  const notices: NavItem = { label: 'Rappels et notifications', to: href('notices') };
  const secondFactor: NavItem = { label: 'Double authentification', to: href('secondFactor') };
  if (isStaff(user.role)) {
    return [
      me,
      { label: 'Utilisateurs', to: href('adminUsers') },
      { label: 'Mes recherches enregistrées', to: href('savedSearches') },
      { label: 'Total des candidatures par candidat', to: href('applicationTotals') },
      { label: 'Compétences', to: href('adminSkills') },
      { label: 'Modèles de message', to: href('adminTemplates') },
      { label: 'JobDating', to: href('adminJobDatings') },
      { label: 'Formations', to: href('trainingProgrammes') },
      { label: 'Tableau de bord', to: href('outcomesDashboard') },
      // SPEC §6: only admins reach the log console; the settings are theirs too.
      ...(user.role === 'ADMIN'
        ? [
            { label: 'Console des journaux', to: href('adminLogs') },
            { label: 'Paramètres', to: href('adminSettings') },
            { label: 'Tâches', to: href('adminJobs') },
            { label: 'Journal des accès', to: href('adminAccessJournal') },
            { label: 'Salons vocaux', to: href('voiceLobby') },
          ]
        : []),
      ...(features.prospects ? [{ label: 'Tableau de prospection', to: href('prospects') }] : []),
      notices,
      secondFactor,
      account,
    ];
  }
  if (user.role === 'RECRUTEUR') {
    return [
      me,
      { label: 'Mes favoris', to: href('favourites', { id: user.id }) },
      { label: 'Mes recherches enregistrées', to: href('savedSearches') },
      notices,
      secondFactor,
      account,
    ];
  }
  return [
    me,
    { label: 'Candidatures', to: href('applications', { uid: user.id }) },
    { label: 'Portfolio', to: href('portfolio', { uid: user.id }) },
    { label: 'JobDating', to: href('invitations', { uid: user.id }) },
    { label: 'Ma formation', to: href('myTraining', { uid: user.id }) },
    notices,
    secondFactor,
    account,
  ];
}

function interviewItems(user: CurrentUser): NavItem[] {
  // Staff run the interviews (DESIGN difference 14): their agenda, the ones open now, and scheduling for a candidate.
  if (isStaff(user.role))
    return [
      { label: 'Agenda', to: href('adminAgenda') },
      { label: 'Rejoindre', to: href('interviewWaiting') },
      { label: 'Programmer', to: href('interviewSchedule', { uid: user.id }) },
    ];
  return [
    { label: 'À venir', to: href('interviews', { id: user.id }) },
    { label: 'Passés', to: `${href('interviews', { id: user.id })}?periode=passes` },
    { label: 'Rejoindre', to: href('interviewWaiting') },
    { label: 'Programmer', to: href('interviewSchedule', { uid: user.id }) },
  ];
}

export function buildNavigation({ user, hasValidToken, unread, features }: NavigationInput): Navigation {
  if (!user) {
    return {
      signedIn: false,
      links: [
        { key: 'partners', label: 'Partenaires', to: href('partners') },
        { key: 'videos', label: 'Astuces', to: href('videos') },
        { key: 'login', label: 'Connexion', to: href('login') },
        { key: 'register', label: 'Inscription', to: href('register') },
      ],
      menus: [],
      unread: 0,
    };
  }
  const allowed = (items: NavItem[]) => items.filter((item) => canVisit(item.to, user));
  const menus: NavMenu[] = [{ key: 'profile', label: 'Mon profil', items: allowed(profileItems(user, features)) }];
  const interviews = allowed(interviewItems(user));
  if (interviews.length > 0) menus.push({ key: 'interviews', label: 'Entretien', items: interviews });
  return {
    signedIn: true,
    links: hasValidToken
      ? [
          { key: 'search', label: 'Tous les profils', to: href('search') },
          { key: 'inbox', label: 'Messagerie', to: href('inbox') },
        ]
      : [],
    menus,
    unread: hasValidToken ? unread : 0,
  };
}

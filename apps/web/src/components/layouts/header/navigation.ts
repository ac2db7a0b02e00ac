// What the header shows to whom (SPEC §2.11 with DESIGN differences 3 and 7, in sentence case throughout), as data for the desktop header and
// the mobile drawer alike. Entries the route guard would refuse are left out.
import { isStaff } from '@tremplin/shared';
import type { FeatureFlags } from '@/config/features';
import { paths } from '@/config/paths';
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
  const me: NavItem = { label: 'Moi', to: paths.profile(user.id) };
  // The password and the account's deletion share one screen, reached from every profile menu.
  const account: NavItem = { label: 'Mot de passe et compte', to: paths.password(user.id) };
  if (isStaff(user.role)) {
    return [
      me,
      { label: 'Utilisateurs', to: paths.adminUsers },
      { label: 'Mes recherches enregistrées', to: paths.savedSearches },
      { label: 'Total des candidatures par candidat', to: paths.applicationTotals },
      { label: 'Compétences', to: paths.adminSkills },
      { label: 'Modèles de message', to: paths.adminTemplates },
      { label: 'JobDating', to: paths.adminJobDatings },
      { label: 'Formations', to: paths.trainingProgrammes },
      { label: 'Tableau de bord', to: paths.outcomesDashboard },
      // SPEC §6: only admins reach the log console; the settings are theirs too.
      ...(user.role === 'ADMIN'
        ? [
            { label: 'Console des journaux', to: paths.adminLogs },
            { label: 'Paramètres', to: paths.adminSettings },
            { label: 'Tâches', to: paths.adminJobs },
            { label: 'Salons vocaux', to: paths.voiceRooms },
          ]
        : []),
      ...(features.prospects ? [{ label: 'Tableau de prospection', to: paths.prospects }] : []),
      account,
    ];
  }
  if (user.role === 'RECRUTEUR') {
    return [
      me,
      { label: 'Mes favoris', to: paths.favourites(user.id) },
      { label: 'Mes recherches enregistrées', to: paths.savedSearches },
      account,
    ];
  }
  return [
    me,
    { label: 'Candidatures', to: paths.applications(user.id) },
    { label: 'Portfolio', to: paths.portfolio(user.id) },
    { label: 'JobDating', to: paths.invitations(user.id) },
    { label: 'Ma formation', to: paths.myTraining(user.id) },
    account,
  ];
}

function interviewItems(user: CurrentUser): NavItem[] {
  // Staff run the interviews (DESIGN difference 14): their agenda, the ones open now, and scheduling for a candidate.
  if (isStaff(user.role))
    return [
      { label: 'Agenda', to: paths.agenda },
      { label: 'Rejoindre', to: paths.interviewWaiting },
      { label: 'Programmer', to: paths.interviewSchedule(user.id) },
    ];
  return [
    { label: 'À venir', to: paths.interviews(user.id) },
    { label: 'Passés', to: paths.pastInterviews(user.id) },
    { label: 'Rejoindre', to: paths.interviewWaiting },
    { label: 'Programmer', to: paths.interviewSchedule(user.id) },
  ];
}

export function buildNavigation({ user, hasValidToken, unread, features }: NavigationInput): Navigation {
  if (!user) {
    return {
      signedIn: false,
      links: [
        { key: 'partners', label: 'Partenaires', to: paths.partners },
        { key: 'videos', label: 'Astuces', to: paths.videos },
        { key: 'login', label: 'Connexion', to: paths.login },
        { key: 'register', label: 'Inscription', to: paths.register },
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
          { key: 'search', label: 'Tous les profils', to: paths.search },
          { key: 'inbox', label: 'Messagerie', to: paths.inbox },
        ]
      : [],
    menus,
    unread: hasValidToken ? unread : 0,
  };
}

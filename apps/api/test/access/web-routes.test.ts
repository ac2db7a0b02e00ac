// The web route guard (SPEC §2.12, §2.13 with DESIGN differences 1 and 2), checked for every screen against an
// expectation table written here by hand from the SPEC, not read back from the shared route table.
import { decideAccess, ROLES, ROUTES, type Role } from '@tremplin/shared';
import { describe, expect, it } from 'vitest';

type Access =
  | 'open'
  | 'anyone signed in'
  | 'all but recruiter'
  | 'candidate side'
  | 'candidate side, CEF and assistant'
  | 'staff'
  | 'admin and CEF'
  | 'recruiter'
  | 'recruiter and staff'
  | 'admin';

const ROLES_OF: Record<Exclude<Access, 'open'>, readonly Role[]> = {
  'anyone signed in': [
    'ADMIN',
    'CEF',
    'ASSISTANT',
    'RECRUTEUR',
    'EN_RECHERCHE_EMPLOI',
    'EMPLOYE',
    'CANDIDAT_POE',
    'ALTERNANT',
  ],
  'all but recruiter': ['ADMIN', 'CEF', 'ASSISTANT', 'EN_RECHERCHE_EMPLOI', 'EMPLOYE', 'CANDIDAT_POE', 'ALTERNANT'],
  // "Admin, employee and job-seeker roles", with CANDIDAT_POE and ALTERNANT as job seekers (DESIGN difference 1).
  'candidate side': ['ADMIN', 'EMPLOYE', 'EN_RECHERCHE_EMPLOI', 'CANDIDAT_POE', 'ALTERNANT'],
  'candidate side, CEF and assistant': [
    'ADMIN',
    'EMPLOYE',
    'EN_RECHERCHE_EMPLOI',
    'CANDIDAT_POE',
    'ALTERNANT',
    'CEF',
    'ASSISTANT',
  ],
  staff: ['ADMIN', 'CEF', 'ASSISTANT'],
  'admin and CEF': ['ADMIN', 'CEF'],
  recruiter: ['RECRUTEUR'],
  'recruiter and staff': ['RECRUTEUR', 'ADMIN', 'CEF', 'ASSISTANT'],
  admin: ['ADMIN'],
};

/**
 * owner: SPEC §2.13 rule 5 (profile view, edit info, edit links, change password, new message by id; message page by
 * uid). mine: screens of one person's own data whose path names that person (their portfolio, applications,
 * interviews, invitations, inbox, favourites, complementary info); the route table applies rule 4 to them as well,
 * by DESIGN difference 2's reasoning (a screen whose every save the server refuses is not shown). readOnly: the
 * recruiter is exempt (DESIGN difference 2: profile view).
 */
type Expectation = { access: Access; owner?: 'rule 5' | 'mine'; readOnly?: true };

const EXPECTED: Record<string, Expectation> = {
  // §2.1: open
  '/': { access: 'open' },
  '/accueil': { access: 'open' },
  '/connexion': { access: 'open' },
  '/linkedin/:accesstoken': { access: 'open' },
  '/cookies': { access: 'open' },
  '/mot-de-passe-oublie': { access: 'open' },
  '/mot-de-passe-oublie-soumis': { access: 'open' },
  '/reset-motdepasse/:token': { access: 'open' },
  '/confirmation/:token': { access: 'open' },
  '/invitation/:token': { access: 'open' },
  '/effacement/:token': { access: 'open' },
  '/inscription': { access: 'open' },
  '/inscription-reussie': { access: 'open' },
  '/recherche': { access: 'open' },
  // A project shared by its slug; the API applies the owner's visibility.
  '/projet/:slug': { access: 'open' },
  '/partenaires': { access: 'open' },
  '/videos-emploi': { access: 'open' },
  '/credit': { access: 'open' },
  '/plandusite': { access: 'open' },
  '/mentions': { access: 'open' },
  '/contact': { access: 'open' },
  '/apropos': { access: 'open' },
  // The accessibility statement (RGAA), linked from the footer.
  '/accessibilite': { access: 'open' },
  '/nos-resultats': { access: 'open' },
  '/interdit': { access: 'open' },
  // §2.12: user details, open to any logged-in role; the id names the profile looked at, not the viewer.
  '/utilisateur/:id': { access: 'anyone signed in' },

  // §2.2 profile
  '/mesinfos/:id': { access: 'anyone signed in', owner: 'rule 5', readOnly: true },
  '/modifierinfos/:id': { access: 'anyone signed in', owner: 'rule 5' },
  '/modifierlien/:id': { access: 'anyone signed in', owner: 'rule 5' },
  '/modifierinfocomp/:id': { access: 'all but recruiter', owner: 'mine' },
  '/modifiermotdepasse/:id': { access: 'anyone signed in', owner: 'rule 5' },
  // Beyond SPEC: one's own second factor (no id, so nobody else's can be named).
  '/double-authentification': { access: 'anyone signed in' },

  // §2.3 interviews
  // DESIGN difference 14: staff schedule and hold interviews for candidates.
  '/:uid/programmer-entretien': { access: 'all but recruiter', owner: 'mine' },
  '/mes-entretiens/:id': { access: 'all but recruiter', owner: 'mine' },
  // Beyond SPEC §2.12: the adviser in charge of an interview (CEF, assistant) sees it and runs the call.
  '/details-entretien/:eid': { access: 'all but recruiter' },
  '/entretien/:id': { access: 'all but recruiter' },
  '/entretien-attente': { access: 'all but recruiter' },
  '/admin/agenda': { access: 'staff' },

  // §2.4 portfolio
  '/:uid/monportfolio': { access: 'candidate side', owner: 'mine' },
  '/:uid/projet/:pid': { access: 'candidate side', owner: 'mine' },
  '/:uid/nouveauprojet': { access: 'candidate side', owner: 'mine' },
  '/:uid/modifier-projet/:pid': { access: 'candidate side', owner: 'mine' },
  '/:uid/modifier-projet-image/:pid': { access: 'candidate side', owner: 'mine' },
  '/:uid/ajouter-projet-image/:pid': { access: 'candidate side', owner: 'mine' },

  // §2.5 messaging and its children
  '/:uid/messagerie': { access: 'anyone signed in', owner: 'mine' },
  '/:uid/messagerie/boitedereception': { access: 'anyone signed in', owner: 'mine' },
  '/:uid/messagerie/message-envoye': { access: 'anyone signed in', owner: 'mine' },
  '/:uid/messagerie/message-supprime': { access: 'anyone signed in', owner: 'mine' },
  '/notifications': { access: 'anyone signed in' },
  '/boitedereception': { access: 'anyone signed in' },
  '/message-envoye': { access: 'anyone signed in' },
  '/message-supprime': { access: 'anyone signed in' },
  '/:uid/message/:id': { access: 'anyone signed in', owner: 'rule 5' },
  '/repondre-message/:id': { access: 'anyone signed in' },
  '/nouveau-message/:id/:did?': { access: 'anyone signed in', owner: 'rule 5' },

  // §2.6 applications (detail also for CEF and assistant)
  '/:uid/nouvelle-candidature': { access: 'candidate side', owner: 'mine' },
  '/:uid/candidatures': { access: 'candidate side', owner: 'mine' },
  '/:uid/candidature/:cid': { access: 'candidate side, CEF and assistant', owner: 'mine' },
  '/:uid/modifier-candidature/:cid': { access: 'candidate side', owner: 'mine' },

  // §2.7 job dating, candidate side
  '/:uid/gestion-des-invitations-jobdating': { access: 'candidate side', owner: 'mine' },
  '/details-invitation-jobdating/:iid': { access: 'candidate side' },

  // §2.8 recruiter
  '/recruteur/liste-favoris/:id': { access: 'recruiter', owner: 'mine' },
  // Saved searches with alerts (issue 35): the signed-in person's own, read from the session; the e-mail's
  // unsubscribe link works signed out.
  '/recherches-enregistrees': { access: 'recruiter and staff' },
  '/alertes/desabonnement/:id/:signature': { access: 'open' },

  // §2.9 admin and staff
  '/admin/gestion-des-utilisateur': { access: 'staff' },
  '/admin/candidat/:uid': { access: 'staff' },
  // Likely duplicate accounts (issue 37): the pairs, and one pair compared before a merge.
  '/admin/doublons': { access: 'staff' },
  '/admin/doublons/:paire': { access: 'staff' },
  '/admin/modifier-un-utilisateur/:id': { access: 'staff' },
  '/admin/ajouter-un-utilisateur': { access: 'staff' },
  '/admin/ajouter-un-candidat-pole-emploi': { access: 'staff' },
  '/admin/gestion-des-competences': { access: 'admin and CEF' },
  '/admin/modifier-une-competence/:id': { access: 'admin and CEF' },
  '/admin/ajouter-une-competence': { access: 'admin and CEF' },
  '/admin/gestion-des-modeles': { access: 'staff' },
  '/admin/modifier-un-modele/:mid': { access: 'staff' },
  '/admin/ajouter-un-modele': { access: 'staff' },
  '/admin/modele-preview/:mid': { access: 'staff' },
  '/admin/gestion-des-jobdating': { access: 'staff' },
  '/admin/modifier-un-jobdating/:jid': { access: 'staff' },
  '/admin/ajouter-un-jobdating': { access: 'staff' },
  '/admin/jobdating-preview/:jid': { access: 'staff' },
  '/admin/ajouter-une-invitation-jobdating/:jid': { access: 'staff' },
  '/admin/gestion-des-candidatures/:id': { access: 'admin and CEF' },
  '/admin/:uid/modifier-une-candidature/:id': { access: 'staff' },
  '/admin/ajouter-une-candidature/:id': { access: 'staff' },
  '/admin/ajouter-une-candidature-multiple': { access: 'staff' },
  '/admin/gestion-des-notes/:cid': { access: 'staff' },
  '/admin/modifier-une-note/:id': { access: 'staff' },
  '/admin/ajouter-une-note/:cid': { access: 'staff' },
  '/admin/note-preview/:id': { access: 'staff' },
  '/admin/console-log': { access: 'admin' },
  '/admin/parametres': { access: 'admin' },
  '/admin/taches': { access: 'admin' },
  '/admin/journal-acces': { access: 'admin' },
  '/admin/tableau-cef': { access: 'staff' },
  '/admin/tableau-cef/ajouter': { access: 'staff' },
  '/admin/tableau-cef/modifier/:id': { access: 'staff' },
  '/admin/ntc': { access: 'staff' },
  '/admin/ntc/ajouter': { access: 'staff' },
  '/admin/ntc/modifier/:id': { access: 'staff' },
  '/compte-candidatures': { access: 'staff' },
  '/admin/formations': { access: 'staff' },
  '/admin/formations/:fid': { access: 'staff' },
  '/admin/formations/session/:sid': { access: 'staff' },
  '/suivi-formation/:id/:signature': { access: 'open' },
  '/admin/tableau-de-bord': { access: 'staff' },
  '/:uid/ma-formation': { access: 'candidate side, CEF and assistant', owner: 'mine' },

  // §2.10 experimental
  '/experimental/mumble/lobby': { access: 'admin' },
  '/experimental/mumble/room/:room': { access: 'admin' },
};

const STAFF_ROLES: readonly Role[] = ['ADMIN', 'CEF', 'ASSISTANT'];
const ME = 41;
const SOMEONE_ELSE = 42;

type Caller = { label: string; user: { id: number; role: Role } | null; aimedAtOther: boolean };
const CALLERS: Caller[] = [
  { label: 'anonyme', user: null, aimedAtOther: false },
  ...ROLES.map((role) => ({ label: role, user: { id: ME, role }, aimedAtOther: false })),
  ...ROLES.map((role) => ({ label: `${role} → autrui`, user: { id: ME, role }, aimedAtOther: true })),
];

/** SPEC §2.13, rules 1 to 4, with DESIGN difference 2's exemptions. */
function expectedDecision(e: Expectation, caller: Caller): 'allow' | '/connexion' | '/interdit' {
  if (e.access === 'open') return 'allow';
  if (!caller.user) return '/connexion';
  if (!ROLES_OF[e.access].includes(caller.user.role)) return '/interdit';
  const exempt = STAFF_ROLES.includes(caller.user.role) || (e.readOnly === true && caller.user.role === 'RECRUTEUR');
  if (e.owner && caller.aimedAtOther && !exempt) return '/interdit';
  return 'allow';
}

/** Fills every path parameter; id and uid name the caller or, when aimed at another user, that user. */
function paramsFor(path: string, aimedAtOther: boolean) {
  const params: Record<string, string> = {};
  for (const match of path.matchAll(/:([A-Za-z]+)\??/g)) {
    const name = match[1] as string;
    params[name] = name === 'id' || name === 'uid' ? String(aimedAtOther ? SOMEONE_ELSE : ME) : '7';
  }
  return params;
}

describe('web route guard', () => {
  it('has an expectation for every route of the table, and a route for every expectation', () => {
    expect(ROUTES.map((r) => r.path).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it('decides every route for anonymous, each role, and each role aimed at another user as SPEC says', () => {
    const wrong: string[] = [];
    for (const route of ROUTES) {
      const expectation = EXPECTED[route.path] as Expectation;
      for (const caller of CALLERS) {
        const decision = decideAccess(route, paramsFor(route.path, caller.aimedAtOther), caller.user);
        const got = decision.allow ? 'allow' : decision.redirect;
        const want = expectedDecision(expectation, caller);
        if (got !== want) wrong.push(`${route.path} as ${caller.label}: expected ${want}, got ${got}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('sends a job seeker aimed at another user’s profile to /interdit, and lets a recruiter view it', () => {
    const profile = ROUTES.find((r) => r.path === '/mesinfos/:id')!;
    expect(decideAccess(profile, { id: '42' }, { id: 41, role: 'EN_RECHERCHE_EMPLOI' })).toEqual({
      allow: false,
      redirect: '/interdit',
    });
    expect(decideAccess(profile, { id: '42' }, { id: 41, role: 'RECRUTEUR' })).toEqual({ allow: true });
    const edit = ROUTES.find((r) => r.path === '/modifierinfos/:id')!;
    expect(decideAccess(edit, { id: '42' }, { id: 41, role: 'RECRUTEUR' })).toEqual({
      allow: false,
      redirect: '/interdit',
    });
  });
});

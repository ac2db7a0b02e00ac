// Who may call the training and outcomes endpoints: staff manage programmes, sessions, enrolments and outcomes and
// read the indicators; a learner reads her own enrolments only.

import type { EndpointPermission } from './permissions';
import { CANDIDATES, STAFF } from './roles';

export const OUTCOMES_ENDPOINTS: Record<string, EndpointPermission> = {
  'GET /api/formations': {
    summary: 'Formations (programmes), avec leurs nombres de sessions et d’inscrits',
    roles: STAFF,
  },
  'POST /api/formations': { summary: 'Crée une formation', roles: STAFF },
  'GET /api/formations/:id': { summary: 'Une formation et ses sessions', roles: STAFF },
  'PUT /api/formations/:id': { summary: 'Modifie une formation', roles: STAFF },
  'DELETE /api/formations/:id': { summary: 'Supprime une formation sans session', roles: STAFF },
  'POST /api/formations/:id/sessions': { summary: 'Ajoute une session à une formation', roles: STAFF },
  'GET /api/formations/sessions/:id': {
    summary: 'Une session, ses inscrits, leurs sorties et situations',
    roles: STAFF,
  },
  'PUT /api/formations/sessions/:id': { summary: 'Modifie une session', roles: STAFF },
  'DELETE /api/formations/sessions/:id': { summary: 'Supprime une session sans inscrit', roles: STAFF },
  'POST /api/formations/sessions/:id/inscriptions': { summary: 'Inscrit un apprenant à une session', roles: STAFF },
  'PUT /api/formations/inscriptions/:id': {
    summary: 'Modifie une inscription : entrée, sortie et motif',
    roles: STAFF,
  },
  'DELETE /api/formations/inscriptions/:id': { summary: 'Retire une inscription', roles: STAFF },
  'PUT /api/formations/inscriptions/:id/situations/:etape': {
    summary: 'Enregistre la situation d’un apprenant à la sortie, à 3 mois ou à 6 mois',
    roles: STAFF,
  },
  'DELETE /api/formations/inscriptions/:id/situations/:etape': { summary: 'Efface une situation', roles: STAFF },
  'GET /api/formations/apprenants': { summary: 'Comptes candidats à inscrire (recherche)', roles: STAFF },
  'GET /api/formations/indicateurs': {
    summary: 'Indicateurs d’accès à l’emploi et de situation à 6 mois (filtrés)',
    roles: STAFF,
  },
  'GET /api/formations/indicateurs/csv': { summary: 'Export CSV des indicateurs', roles: STAFF },
  'PUT /api/formations/:id/publication': {
    summary: 'Publie ou retire les résultats d’une formation de « Nos résultats »',
    roles: ['ADMIN'],
  },
  'GET /api/resultats': { summary: 'Résultats publiés des formations (page publique « Nos résultats »)' },
  'GET /api/utilisateur/:id/formations': {
    summary: 'Inscriptions d’un apprenant (les siennes, ou pour l’équipe)',
    roles: [...STAFF, ...CANDIDATES],
    owner: { in: 'params', name: 'id', exempt: STAFF },
    account: { in: 'params', name: 'id' },
  },
};

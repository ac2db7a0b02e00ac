// Profile lists, the filtered search, counts and the home's latest profiles (SPEC §7 Users, issue 4). The lists are
// public like the /recherche screen; a valid bearer token only widens them (staff also see hidden profiles).
import { z } from 'zod';
import { PAGE_SIZES } from '../constants';
import { STAFF } from '../roles';
import {
  profileCardSchema,
  profileCountSchema,
  profileFilterSchema,
  profilePageParamsSchema,
  profilePageSchema,
  staffProfilePageSchema,
} from '../schemas/search';
import { endpoint } from './endpoint';
import { searchSegment } from './params';

const search = searchSegment(200);
const pageWithSearch = profilePageParamsSchema.extend({ search });

export const searchEndpoints = {
  page: endpoint({
    method: 'GET',
    path: '/api/utilisateur/{page}/{size}/{search?}',
    summary: 'Profils visibles, paginés',
    description:
      'Profils visibles (le personnel voit aussi les profils masqués), page zéro-basée, triés par pertinence puis du plus récent au plus ancien. Le segment {search} est une recherche plein texte facultative.',
    params: pageWithSearch,
    responses: { 200: profilePageSchema },
    errors: [400],
  }),
  staffPage: endpoint({
    method: 'GET',
    path: '/api/utilisateur/admin/{page}/{size}/{search?}',
    summary: 'Tous les utilisateurs, paginés',
    description: 'Tous les comptes, masqués et inactifs compris, avec leur e-mail et leur état.',
    roles: STAFF,
    params: pageWithSearch,
    responses: { 200: staffProfilePageSchema },
    errors: [400, 401, 403],
  }),
  filtered: endpoint({
    method: 'GET',
    path: '/api/utilisateur/parfiltre/{page}/{size}',
    summary: 'Profils visibles filtrés, paginés',
    description:
      'Recherche de profils (SPEC §4) : search (plein texte français, accents et casse ignorés, préfixes de deux lettres ou plus), metier (contient), experience, ville (nom de commune), zone (commune:69266, epci:200046977, departement:69 ou region:84), typeDeContrat, role, tags (compétences séparées par des virgules, toutes requises). Le total est exact jusqu’à 1 000 ; au-delà, plusDe vaut true.',
    params: profilePageParamsSchema,
    query: profileFilterSchema,
    responses: { 200: profilePageSchema },
    errors: [400],
  }),
  filteredCount: endpoint({
    method: 'GET',
    path: '/api/utilisateur/countparfiltre',
    summary: 'Nombre de profils visibles filtrés',
    description:
      'Nombre de profils que la même recherche trouve (mêmes paramètres que parfiltre), exact jusqu’à 1 000 ; au-delà, 1 001 et plusDe à true.',
    query: profileFilterSchema,
    responses: { 200: profileCountSchema },
    errors: [400],
  }),
  count: endpoint({
    method: 'GET',
    path: '/api/utilisateur/count/{search?}',
    summary: 'Nombre de profils visibles',
    description: 'Nombre de profils visibles, filtrés par le texte facultatif {search}.',
    params: z.object({ search }),
    responses: { 200: profileCountSchema },
    errors: [400],
  }),
  pageAt: endpoint({
    method: 'GET',
    path: '/api/utilisateur/pagination/{x}',
    summary: 'Page x de profils visibles, à la taille par défaut (15)',
    description: `La page x (zéro-basée) des profils visibles, du plus récent au plus ancien, à la taille par défaut des listes de profils (${PAGE_SIZES.profiles}).`,
    params: z.object({ x: z.coerce.number().int().min(0).max(100_000) }),
    responses: { 200: profilePageSchema },
    errors: [400],
  }),
  latest: endpoint({
    method: 'GET',
    path: '/api/utilisateur/derniers',
    summary: 'Les 6 derniers profils visibles (ni ADMIN ni RECRUTEUR)',
    description: `Les ${PAGE_SIZES.latestProfiles} profils visibles les plus récents, sans ADMIN ni RECRUTEUR (page d’accueil).`,
    responses: { 200: z.array(profileCardSchema) },
    errors: [],
  }),
};

// The French places the forms and the profile search suggest (SPEC §7 Constants): public.
import { citiesQuerySchema, citiesSchema, zoneSuggestionsSchema, zonesQuerySchema } from '../schemas/search';
import { endpoint } from './endpoint';

export const constantsEndpoints = {
  cities: endpoint({
    method: 'GET',
    path: '/api/constants/getVilles',
    summary: 'Liste des villes',
    description:
      'Noms des communes françaises actuelles (données officielles), uniques et triés. Sans paramètre : la liste entière (≈33 000 noms, avec ETag et cache d’une journée). Avec q : au plus `limit` (20 par défaut) noms commençant par q, accents, casse et tirets ignorés, les plus peuplées d’abord — ce que les champs ville utilisent pour l’autocomplétion.',
    query: citiesQuerySchema,
    responses: { 200: citiesSchema },
    errors: [],
  }),
  zones: endpoint({
    method: 'GET',
    path: '/api/constants/zones',
    summary: 'Communes, intercommunalités, départements et régions pour la recherche',
    description:
      'Lieux pour le filtre de la recherche de profils : communes, intercommunalités (EPCI), départements et régions dont le nom (ou, sauf pour les communes, un mot du nom) commence par q, accents, casse et tirets ignorés ; le nom exact d’abord, puis les plus peuplés. `zone` est la valeur du paramètre zone de la recherche.',
    query: zonesQuerySchema,
    responses: { 200: zoneSuggestionsSchema },
    errors: [],
  }),
};

// Profile lists, filtered search, counts and the home's latest profiles (SPEC §7 Users, issue 4).
import {
  PAGE_SIZES,
  profileCardSchema,
  profileCountSchema,
  profileFilterSchema,
  profilePageParamsSchema,
  profilePageSchema,
  staffProfilePageSchema,
} from '@tremplin/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, withSearch } from '../../lib/route-schemas';
import { createSearchService, type Viewer } from './service';

const TAGS = ['recherche de profils'];
const searchParam = z.object({ search: z.string().max(200).optional() });

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSearchService(app);

  /** These lists are public; a valid bearer token only widens them (staff also see hidden profiles). */
  const viewerOf = (request: FastifyRequest): Promise<Viewer | null> => app.optionalUser(request);

  for (const url of withSearch('/api/utilisateur/:page/:size')) {
    app.get(
      url,
      {
        schema: {
          tags: TAGS,
          description:
            'Profils visibles (le personnel voit aussi les profils masqués), page zéro-basée, triés par pertinence puis du plus récent au plus ancien. Le segment {search} est une recherche plein texte facultative.',
          params: profilePageParamsSchema.extend(searchParam.shape),
          response: { 200: profilePageSchema, ...errors(400) },
        },
      },
      async (request) => {
        const { page, size, search } = request.params;
        return service.page(await viewerOf(request), { search }, page, size);
      },
    );
  }

  for (const url of withSearch('/api/utilisateur/admin/:page/:size')) {
    app.get(
      url,
      {
        schema: {
          tags: TAGS,
          description: 'Tous les comptes, masqués et inactifs compris, avec leur e-mail et leur état.',
          params: profilePageParamsSchema.extend(searchParam.shape),
          response: { 200: staffProfilePageSchema, ...errors(400, 401, 403) },
        },
      },
      async (request) => {
        const { page, size, search } = request.params;
        return service.staffPage({ search }, page, size);
      },
    );
  }

  app.get(
    '/api/utilisateur/parfiltre/:page/:size',
    {
      schema: {
        tags: TAGS,
        description:
          'Recherche de profils (SPEC §4) : search (plein texte français, accents et casse ignorés, préfixes de deux lettres ou plus), metier (contient), experience, ville (nom de commune), zone (commune:69266, epci:200046977, departement:69 ou region:84), typeDeContrat, role, tags (compétences séparées par des virgules, toutes requises). Le total est exact jusqu’à 1 000 ; au-delà, plusDe vaut true.',
        params: profilePageParamsSchema,
        querystring: profileFilterSchema,
        response: { 200: profilePageSchema, ...errors(400) },
      },
    },
    async (request) => service.page(await viewerOf(request), request.query, request.params.page, request.params.size),
  );

  app.get(
    '/api/utilisateur/countparfiltre',
    {
      schema: {
        tags: TAGS,
        description:
          'Nombre de profils que la même recherche trouve (mêmes paramètres que parfiltre), exact jusqu’à 1 000 ; au-delà, 1 001 et plusDe à true.',
        querystring: profileFilterSchema,
        response: { 200: profileCountSchema, ...errors(400) },
      },
    },
    async (request) => service.count(await viewerOf(request), request.query),
  );

  for (const url of withSearch('/api/utilisateur/count')) {
    app.get(
      url,
      {
        schema: {
          tags: TAGS,
          description: 'Nombre de profils visibles, filtrés par le texte facultatif {search}.',
          params: searchParam,
          response: { 200: profileCountSchema, ...errors(400) },
        },
      },
      async (request) => service.count(await viewerOf(request), { search: request.params.search }),
    );
  }

  app.get(
    '/api/utilisateur/pagination/:x',
    {
      schema: {
        tags: TAGS,
        description: `La page x (zéro-basée) des profils visibles, du plus récent au plus ancien, à la taille par défaut des listes de profils (${PAGE_SIZES.profiles}).`,
        params: z.object({ x: z.coerce.number().int().min(0).max(100_000) }),
        response: { 200: profilePageSchema, ...errors(400) },
      },
    },
    async (request) => service.page(await viewerOf(request), {}, request.params.x, PAGE_SIZES.profiles),
  );

  app.get(
    '/api/utilisateur/derniers',
    {
      schema: {
        tags: TAGS,
        description: `Les ${PAGE_SIZES.latestProfiles} profils visibles les plus récents, sans ADMIN ni RECRUTEUR (page d’accueil).`,
        response: { 200: z.array(profileCardSchema) },
      },
    },
    async () => service.latest(),
  );
};

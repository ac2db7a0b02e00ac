// Profile lists, filtered search, counts and the home's latest profiles (SPEC §7 Users, issue 4), as declared in
// packages/shared/src/contract/search.ts.
import { searchEndpoints as endpoints, PAGE_SIZES } from '@tremplin/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpointServer } from '../../lib/endpoint-route';
import { createSearchService, type Viewer } from './service';
import { scheduleSearchStatistics } from './statistics-job';

export const searchRoutes: FastifyPluginAsync = async (app) => {
  const service = createSearchService(app);
  scheduleSearchStatistics(app);
  const serve = endpointServer(app, 'recherche de profils');

  /** These lists are public; a valid bearer token only widens them (staff also see hidden profiles). */
  const viewerOf = (request: FastifyRequest): Promise<Viewer | null> => app.optionalUser(request);

  serve(endpoints.page, async (request) => {
    const { page, size, search } = request.params;
    return service.page(await viewerOf(request), { search }, page, size);
  });

  serve(endpoints.staffPage, async (request) => {
    const { page, size, search } = request.params;
    return service.staffPage({ search }, page, size);
  });

  serve(endpoints.filtered, async (request) =>
    service.page(await viewerOf(request), request.query, request.params.page, request.params.size),
  );

  serve(endpoints.filteredCount, async (request) => service.count(await viewerOf(request), request.query));

  serve(endpoints.count, async (request) => service.count(await viewerOf(request), { search: request.params.search }));

  serve(endpoints.pageAt, async (request) =>
    service.page(await viewerOf(request), {}, request.params.x, PAGE_SIZES.profiles),
  );

  serve(endpoints.latest, async () => service.latest());
};

// Profile calls of SPEC §7 Users, as declared in packages/shared/src/contract/profiles.ts: details, by e-mail,
// advisers, and the four profile updates.
import { profilesEndpoints as endpoints } from '@tremplin/shared';
import type { FastifyPluginAsync } from 'fastify';
import { endpointServer } from '../../lib/endpoint-route';
import { journalActor } from '../../plugins/access-journal';
import { createProfilesService } from './service';

export const profilesRoutes: FastifyPluginAsync = async (app) => {
  const service = createProfilesService(app);
  const serve = endpointServer(app, 'profils');

  serve(endpoints.cefs, async () => service.cefs());

  serve(endpoints.byEmail, async (request) => service.byEmail(request.params.email));

  serve(endpoints.details, async (request) => service.details(request.params.id, request.user));

  serve(endpoints.updateInfos, async (request) => service.updateInfos(journalActor(request), request.body));

  serve(endpoints.updateInfosComp, async (request) => service.updateInfosComp(journalActor(request), request.body));

  serve(endpoints.updateLinks, async (request) => service.updateLinks(journalActor(request), request.body));

  serve(endpoints.updateExternalVideo, async (request) =>
    service.updateExternalVideo(journalActor(request), request.body),
  );
};

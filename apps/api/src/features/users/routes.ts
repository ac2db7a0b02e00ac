// Registration (POST /api/utilisateur) and the signed-in profile (GET /profile/{id}), as declared in
// packages/shared/src/contract/users.ts.
import { usersEndpoints as endpoints } from '@tremplin/shared';
import type { FastifyPluginAsync } from 'fastify';
import { endpointServer } from '../../lib/endpoint-route';
import { createUsersService } from './service';

export const usersRoutes: FastifyPluginAsync = async (app) => {
  const service = createUsersService(app);
  const serve = endpointServer(app, 'utilisateurs');

  serve(endpoints.register, async (request, reply) => reply.status(201).send(await service.register(request.body)), {
    preHandler: [app.attemptLimits.guard('registration'), app.captcha.check('inscription')],
  });

  serve(endpoints.profile, async (request) => service.profile(request.params.id));
};

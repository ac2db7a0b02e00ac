// SPEC §7 Skills (competence) and Tags (tags), as declared in packages/shared/src/contract/skills.ts.
import { skillsEndpoints as endpoints, MESSAGES } from '@tremplin/shared';
import type { FastifyPluginAsync } from 'fastify';
import { endpointServer } from '../../lib/endpoint-route';
import { createSkillsService } from './service';

export const skillsRoutes: FastifyPluginAsync = async (app) => {
  const service = createSkillsService(app);
  const serveSkill = endpointServer(app, 'compétences');
  const serveTag = endpointServer(app, 'tags');

  serveSkill(endpoints.get, async (request) => service.get(request.params.id));

  serveSkill(endpoints.all, async (request) => service.all(request.params.search));

  serveSkill(endpoints.page, async ({ params: p }) => service.page(p.page, p.size, p.search));

  serveSkill(endpoints.count, async (request) => service.count(request.params.search));

  serveSkill(endpoints.create, async (request, reply) => reply.status(201).send(await service.create(request.body)));

  serveSkill(endpoints.update, async (request) => service.update(request.body));

  serveSkill(endpoints.remove, async (request) => {
    await service.remove(request.params.id);
    return { message: MESSAGES.skillDeleted };
  });

  serveTag(endpoints.userTags, async ({ params: p, user }) => service.userTags(p.uid, p.page, p.size, user));

  serveTag(endpoints.addTag, async (request, reply) =>
    reply.status(201).send(await service.addTag(request.params.uid, request.body)),
  );

  serveTag(endpoints.removeTag, async (request) => {
    await service.removeTag(request.params.id, request.user);
    return { message: MESSAGES.tagDeleted };
  });
};

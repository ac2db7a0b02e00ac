// Registration (POST /api/utilisateur) and the signed-in profile (GET /profile/{id}).
import { messageResponseSchema, publicUserSchema, registrationSchema } from '@tremplin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, idParams } from '../../lib/route-schemas';
import { createUsersService } from './service';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createUsersService(app);

  app.post(
    '/api/utilisateur',
    {
      schema: {
        tags: ['utilisateurs'],
        description:
          'Inscription : le nom est mis en majuscules, le compte reste inactif jusqu’au lien de confirmation envoyé par e-mail (48 h). Une adresse qui a déjà un compte reçoit la même réponse, et son titulaire un e-mail le lui rappelant : la réponse ne dit jamais si une adresse est inscrite.',
        body: registrationSchema,
        response: { 201: messageResponseSchema, ...errors(400, 429) },
      },
      preHandler: [app.attemptLimits.guard('registration'), app.captcha.check('inscription')],
    },
    async (request, reply) => reply.status(201).send(await service.register(request.body)),
  );

  app.get(
    '/profile/:id',
    {
      schema: {
        tags: ['utilisateurs'],
        params: idParams,
        response: { 200: publicUserSchema, ...errors(401, 403, 404) },
      },
    },
    async (request) => service.profile(request.params.id),
  );
};

// Accounts opened by staff: the invitation's state and its resending (staff, within the rank rule), and the public
// call with which the person chooses a password from the e-mailed link.
import {
  ACCOUNT_INVITATION_MESSAGES,
  ACCOUNT_INVITATION_VALID_DAYS,
  acceptAccountInvitationSchema,
  accountInvitationStatusSchema,
  adminUserIdParamsSchema,
  loginResponseSchema,
  messageResponseSchema,
} from '@tremplin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../lib/route-schemas';
import { createInvitationService } from './service';

export const accountInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createInvitationService(app);

  app.get(
    '/api/admin/:id/invitation',
    {
      schema: {
        tags: ['gestion des utilisateurs'],
        description:
          'Où en est l’invitation d’un compte ouvert par le personnel : AUCUNE (compte ouvert par la personne), ENVOYEE, ACCEPTEE ou EXPIREE, avec ses dates.',
        params: adminUserIdParamsSchema,
        response: { 200: accountInvitationStatusSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => service.status(request.params.id),
  );

  app.post(
    '/api/admin/:id/invitation',
    {
      schema: {
        tags: ['gestion des utilisateurs'],
        description: `Renvoie l’invitation à choisir son mot de passe (valable ${ACCOUNT_INVITATION_VALID_DAYS} jours, usage unique) ; le lien précédent ne fonctionne plus. 409 quand l’invitation est déjà acceptée ou que le compte n’a pas été ouvert par invitation.`,
        params: adminUserIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      message: ACCOUNT_INVITATION_MESSAGES.sent(await service.resend(request.user.id, request.params.id)),
    }),
  );

  app.post(
    '/auth/invitation',
    {
      schema: {
        tags: ['authentification'],
        description: `Jeton du lien d’invitation (usage unique, ${ACCOUNT_INVITATION_VALID_DAYS} jours) et mot de passe choisi : le compte est activé et la session ouverte (même réponse que la connexion). Un lien déjà servi, expiré ou remplacé répond 400 avec ce qu’il faut faire.`,
        body: acceptAccountInvitationSchema,
        response: { 200: loginResponseSchema, ...errors(400, 429) },
      },
      preHandler: [app.attemptLimits.guard('confirmation')],
    },
    async (request) =>
      service.accept(request.body.token, request.body.motDePasse, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  );
};

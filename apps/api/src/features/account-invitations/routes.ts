// Accounts opened by staff, as declared in packages/shared/src/contract/account-invitations.ts: the invitation's state
// and its resending (staff, within the rank rule), and the public call with which the person chooses a password from
// the e-mailed link.
import { ACCOUNT_INVITATION_MESSAGES, accountInvitationsEndpoints as endpoints } from '@tremplin/shared';
import type { FastifyPluginAsync } from 'fastify';
import { endpointServer } from '../../lib/endpoint-route';
import { createInvitationService } from './service';

export const accountInvitationRoutes: FastifyPluginAsync = async (app) => {
  const service = createInvitationService(app);
  const serveStaff = endpointServer(app, 'gestion des utilisateurs');
  const serveAuth = endpointServer(app, 'authentification');

  serveStaff(endpoints.status, async (request) => service.status(request.params.id));

  serveStaff(endpoints.resend, async (request) => ({
    message: ACCOUNT_INVITATION_MESSAGES.sent(await service.resend(request.user.id, request.params.id)),
  }));

  serveAuth(
    endpoints.accept,
    async (request) =>
      service.accept(request.body.token, request.body.motDePasse, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
    { preHandler: [app.attemptLimits.guard('confirmation')] },
  );
};

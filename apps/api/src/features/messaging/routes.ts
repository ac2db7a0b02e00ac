// SPEC §7 Messages (message), as declared in packages/shared/src/contract/messaging.ts: the three boxes, counts,
// reading, sending, per-party deletion, and a recipient lookup.
import { messagingEndpoints as endpoints, isStaff } from '@tremplin/shared';
import type { FastifyPluginAsync } from 'fastify';
import { endpointServer } from '../../lib/endpoint-route';
import { createMessagingService } from './service';
import { startUnreadPush } from './unread-push';

export const messagingRoutes: FastifyPluginAsync = async (app) => {
  const service = createMessagingService(app);
  await startUnreadPush(app);
  const me = (request: { user: { id: number } }) => request.user.id;
  const serve = endpointServer(app, 'messages');

  serve(endpoints.inbox, async ({ params: p }) => service.page('destinataire', p.uid, p.page, p.size, p.search));
  serve(endpoints.inboxCount, async ({ params: p }) => service.count('destinataire', p.uid, p.search));
  serve(endpoints.sent, async ({ params: p }) => service.page('expediteur', p.uid, p.page, p.size, p.search));
  serve(endpoints.sentCount, async ({ params: p }) => service.count('expediteur', p.uid, p.search));
  serve(endpoints.deleted, async ({ params: p }) => service.page('supprime', p.uid, p.page, p.size));
  serve(endpoints.deletedCount, async ({ params: p }) => service.count('supprime', p.uid));

  serve(endpoints.unreadCount, async (request) => service.unread(request.params.uid));

  serve(endpoints.recipients, async (request) => service.recipients(request.query.q, request.user));

  serve(endpoints.get, async (request) => service.get(request.params.id, me(request)));

  serve(endpoints.remove, async (request) => service.remove(request.params.userId, request.params.messageId));

  serve(endpoints.markRead, async (request) => service.markRead(request.params.uid, request.body.id));

  serve(endpoints.send, async (request, reply) =>
    reply.status(201).send(await service.send(request.params.uid, request.body, isStaff(request.user.role))),
  );
};

// SPEC §7 Messages (message): the three boxes, counts, reading, sending, per-party deletion, and a recipient lookup.
import {
  countSchema,
  markReadSchema,
  messageSchema,
  pagedSchema,
  recipientQuerySchema,
  recipientSchema,
  sendMessageSchema,
} from '@tremplin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, id, page, searchText, size, withSearch } from '../../lib/route-schemas';
import type { Box } from './queries';
import { createMessagingService } from './service';
import { startUnreadPush } from './unread-push';

const tags = ['messages'];
const search = searchText(100);

export const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createMessagingService(app);
  await startUnreadPush(app);
  const me = (request: { user: { id: number } }) => request.user.id;

  const boxes: Array<{ box: Box; summary: string; searchable: boolean }> = [
    { box: 'destinataire', summary: 'Boîte de réception, du plus récent au plus ancien', searchable: true },
    { box: 'expediteur', summary: 'Messages envoyés, du plus récent au plus ancien', searchable: true },
    { box: 'supprime', summary: 'Messages que la personne a supprimés', searchable: false },
  ];

  for (const { box, summary, searchable } of boxes) {
    const base = `/api/message/${box}/:uid/:page/:size`;
    for (const url of searchable ? withSearch(base) : [base]) {
      app.get(
        url,
        {
          schema: {
            tags,
            description: `${summary}. Pages numérotées à partir de 0.`,
            params: z.object({ uid: id, page, size, search }),
            response: { 200: pagedSchema(messageSchema), ...errors(400, 401, 403) },
          },
        },
        async (request) => {
          const { uid, page: p, size: s, search: q } = request.params;
          return service.page(box, uid, p, s, q);
        },
      );
    }
    const countBase = `/api/message/count/${box}/:uid`;
    for (const url of searchable ? withSearch(countBase) : [countBase]) {
      app.get(
        url,
        {
          schema: {
            tags,
            params: z.object({ uid: id, search }),
            response: { 200: countSchema, ...errors(400, 401, 403) },
          },
        },
        async (request) => service.count(box, request.params.uid, request.params.search),
      );
    }
  }

  app.get(
    '/api/message/count/nonlu/:uid',
    {
      schema: {
        tags,
        description: 'Messages non lus encore dans la boîte de réception (compteur de l’en-tête).',
        params: z.object({ uid: id }),
        response: { 200: countSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => service.unread(request.params.uid),
  );

  app.get(
    '/api/message/destinataires',
    {
      schema: {
        tags,
        description:
          'Jusqu’à 20 comptes actifs dont le nom ou le prénom (l’e-mail aussi pour le personnel) contient la recherche ; hors personnel, les profils masqués n’y figurent pas.',
        querystring: recipientQuerySchema,
        response: { 200: z.array(recipientSchema), ...errors(400, 401) },
      },
    },
    async (request) => service.recipients(request.query.q, request.user),
  );

  app.get(
    '/api/message/:id',
    {
      schema: {
        tags,
        description: 'Réservé à l’expéditeur et au destinataire (personnel compris).',
        params: z.object({ id }),
        response: { 200: messageSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => service.get(request.params.id, me(request)),
  );

  app.delete(
    '/api/message/:messageId/:userId',
    {
      schema: {
        tags,
        description:
          'Déplace le message dans les messages supprimés de cette personne ; l’autre partie le garde (suppression par partie).',
        params: z.object({ messageId: id, userId: id }),
        response: { 200: messageSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => service.remove(request.params.userId, request.params.messageId),
  );

  app.put(
    '/api/message/utilisateur/:uid/messagelu',
    {
      schema: {
        tags,
        description: 'Le destinataire marque le message (champ id du corps) comme lu.',
        params: z.object({ uid: id }),
        body: markReadSchema,
        response: { 200: messageSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => service.markRead(request.params.uid, request.body.id),
  );

  app.post(
    '/api/message/utilisateur/:uid',
    {
      schema: {
        tags,
        description: 'Envoie un message ; le contenu HTML est nettoyé (SPEC §5) avant d’être enregistré.',
        params: z.object({ uid: id }),
        body: sendMessageSchema,
        response: { 201: messageSchema, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => reply.status(201).send(await service.send(request.params.uid, request.body)),
  );
};

// Messages (SPEC §7 message): the three boxes, counts, reading, sending, per-party deletion, and a recipient lookup.
// Only the two parties read a message, staff included (no exemption); the service checks each message.
import { z } from 'zod';
import { countSchema, pagedSchema } from '../errors';
import {
  markReadSchema,
  messageSchema,
  recipientQuerySchema,
  recipientSchema,
  sendMessageSchema,
} from '../schemas/messaging';
import { LOGGED_IN, NO_EXEMPTION, ownParam } from './access';
import { endpoint } from './endpoint';
import { pageIndex, pageSize, recordId, searchSegment } from './params';

const search = searchSegment(100);
const byUser = z.object({ uid: recordId });
/** The caller's own boxes, counts and messages: the path names her. */
const itsOwner = ownParam('uid', NO_EXEMPTION);

export const messagingEndpoints = {
  inbox: endpoint({
    method: 'GET',
    path: '/api/message/destinataire/{uid}/{page}/{size}/{search?}',
    summary: 'Messages reçus',
    description: 'Boîte de réception, du plus récent au plus ancien. Pages numérotées à partir de 0.',
    roles: LOGGED_IN,
    owner: itsOwner,
    params: z.object({ uid: recordId, page: pageIndex, size: pageSize, search }),
    responses: { 200: pagedSchema(messageSchema) },
    errors: [400, 401, 403],
  }),
  inboxCount: endpoint({
    method: 'GET',
    path: '/api/message/count/destinataire/{uid}/{search?}',
    summary: 'Nombre de messages reçus',
    roles: LOGGED_IN,
    owner: itsOwner,
    params: z.object({ uid: recordId, search }),
    responses: { 200: countSchema },
    errors: [400, 401, 403],
  }),
  sent: endpoint({
    method: 'GET',
    path: '/api/message/expediteur/{uid}/{page}/{size}/{search?}',
    summary: 'Messages envoyés',
    description: 'Messages envoyés, du plus récent au plus ancien. Pages numérotées à partir de 0.',
    roles: LOGGED_IN,
    owner: itsOwner,
    params: z.object({ uid: recordId, page: pageIndex, size: pageSize, search }),
    responses: { 200: pagedSchema(messageSchema) },
    errors: [400, 401, 403],
  }),
  sentCount: endpoint({
    method: 'GET',
    path: '/api/message/count/expediteur/{uid}/{search?}',
    summary: 'Nombre de messages envoyés',
    roles: LOGGED_IN,
    owner: itsOwner,
    params: z.object({ uid: recordId, search }),
    responses: { 200: countSchema },
    errors: [400, 401, 403],
  }),
  deleted: endpoint({
    method: 'GET',
    path: '/api/message/supprime/{uid}/{page}/{size}',
    summary: 'Messages supprimés',
    description: 'Messages que la personne a supprimés. Pages numérotées à partir de 0.',
    roles: LOGGED_IN,
    owner: itsOwner,
    params: z.object({ uid: recordId, page: pageIndex, size: pageSize }),
    responses: { 200: pagedSchema(messageSchema) },
    errors: [400, 401, 403],
  }),
  deletedCount: endpoint({
    method: 'GET',
    path: '/api/message/count/supprime/{uid}',
    summary: 'Nombre de messages supprimés',
    roles: LOGGED_IN,
    owner: itsOwner,
    params: byUser,
    responses: { 200: countSchema },
    errors: [400, 401, 403],
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: '/api/message/count/nonlu/{uid}',
    summary: 'Nombre de messages non lus',
    description: 'Messages non lus encore dans la boîte de réception (compteur de l’en-tête).',
    roles: LOGGED_IN,
    owner: itsOwner,
    params: byUser,
    responses: { 200: countSchema },
    errors: [400, 401, 403],
  }),
  recipients: endpoint({
    method: 'GET',
    path: '/api/message/destinataires',
    summary: 'Utilisateurs actifs à qui écrire (recherche)',
    description:
      'Jusqu’à 20 comptes actifs dont le nom ou le prénom (l’e-mail aussi pour le personnel) contient la recherche ; hors personnel, les profils masqués n’y figurent pas.',
    roles: LOGGED_IN,
    query: recipientQuerySchema,
    responses: { 200: z.array(recipientSchema) },
    errors: [400, 401],
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/message/{id}',
    summary: 'Un message (réservé à ses deux parties, vérifié par le service)',
    description: 'Réservé à l’expéditeur et au destinataire (personnel compris).',
    roles: LOGGED_IN,
    params: z.object({ id: recordId }),
    responses: { 200: messageSchema },
    errors: [400, 401, 403, 404],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/message/{messageId}/{userId}',
    summary: 'Supprime un message pour une des parties',
    description:
      'Déplace le message dans les messages supprimés de cette personne ; l’autre partie le garde (suppression par partie).',
    roles: LOGGED_IN,
    owner: ownParam('userId', NO_EXEMPTION),
    params: z.object({ messageId: recordId, userId: recordId }),
    responses: { 200: messageSchema },
    errors: [400, 401, 403, 404],
  }),
  markRead: endpoint({
    method: 'PUT',
    path: '/api/message/utilisateur/{uid}/messagelu',
    summary: 'Marque un message comme lu',
    description: 'Le destinataire marque le message (champ id du corps) comme lu.',
    roles: LOGGED_IN,
    owner: itsOwner,
    params: byUser,
    body: markReadSchema,
    responses: { 200: messageSchema },
    errors: [400, 401, 403, 404],
  }),
  send: endpoint({
    method: 'POST',
    path: '/api/message/utilisateur/{uid}',
    summary: 'Envoie un message',
    description: 'Envoie un message ; le contenu HTML est nettoyé (SPEC §5) avant d’être enregistré.',
    roles: LOGGED_IN,
    owner: itsOwner,
    params: byUser,
    body: sendMessageSchema,
    responses: { 201: messageSchema },
    errors: [400, 401, 403],
  }),
};

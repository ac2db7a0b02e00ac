// Message templates (SPEC §7 modele-message): staff only.
import { z } from 'zod';
import { pagedSchema } from '../errors';
import { STAFF } from '../roles';
import { messageResponseSchema } from '../schemas/auth';
import {
  messageTemplateSchema,
  templateInputSchema,
  templatePreviewInputSchema,
  templatePreviewSchema,
  templateSendInputSchema,
  templateSendReportSchema,
  templateUpdateSchema,
} from '../schemas/templates';
import { endpoint } from './endpoint';
import { pageIndex, pageSize, recordId, searchSegment } from './params';

const byId = z.object({ id: recordId });

export const templatesEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/modele-message/{page}/{size}/{search?}',
    summary: 'Modèles de message, paginés',
    description: 'Recherche dans le titre et le sujet (accents ignorés). Pages numérotées à partir de 0.',
    roles: STAFF,
    params: z.object({ page: pageIndex, size: pageSize, search: searchSegment(100) }),
    responses: { 200: pagedSchema(messageTemplateSchema) },
    errors: [400, 401, 403],
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/modele-message/{id}',
    summary: 'Un modèle de message',
    roles: STAFF,
    params: byId,
    responses: { 200: messageTemplateSchema },
    errors: [400, 401, 403, 404],
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/modele-message',
    summary: 'Crée un modèle de message',
    description: 'Le contenu HTML est nettoyé (SPEC §5) avant d’être enregistré.',
    roles: STAFF,
    body: templateInputSchema,
    responses: { 201: messageTemplateSchema },
    errors: [400, 401, 403],
  }),
  preview: endpoint({
    method: 'POST',
    path: '/api/modele-message/apercu',
    summary: 'Aperçu d’un message écrit d’un modèle, ses champs remplis pour un destinataire',
    description:
      'Le sujet et le contenu tels que ce destinataire les lira : {prenom}, {nom} et {conseiller} remplis pour ' +
      'lui ; {date}, {heure} et {lieu} avec `jobDatingId` (sinon 400). Rien n’est envoyé.',
    roles: STAFF,
    body: templatePreviewInputSchema,
    responses: { 200: templatePreviewSchema },
    errors: [400, 401, 403, 404],
  }),
  sendToMany: endpoint({
    method: 'POST',
    path: '/api/modele-message/envoi-groupe',
    summary: 'Envoie un message à plusieurs personnes, ses champs remplis pour chacune, avec un compte rendu',
    description:
      'Un message par destinataire, ses champs remplis pour lui, tous écrits ensemble. Destinataires : ' +
      '`destinataireIds`, ou sans eux les candidats invités à `jobDatingId` (qui donne aussi {date}, {heure}, ' +
      '{lieu}). Le compte rendu dit combien sont partis et qui a été laissé de côté, et pourquoi ' +
      '(compte introuvable ou inactif, invitation refusée ou annulée). Au plus 1 000 destinataires.',
    roles: STAFF,
    body: templateSendInputSchema,
    responses: { 200: templateSendReportSchema },
    errors: [400, 401, 403, 404],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/modele-message',
    summary: 'Modifie un modèle de message',
    description: 'Une version périmée répond 409 et ne change rien.',
    roles: STAFF,
    body: templateUpdateSchema,
    responses: { 200: messageTemplateSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/modele-message/{id}',
    summary: 'Supprime un modèle de message',
    roles: STAFF,
    params: byId,
    responses: { 200: messageResponseSchema },
    errors: [400, 401, 403, 404],
  }),
};

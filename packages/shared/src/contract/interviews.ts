// Interviews (SPEC §7 Interviews): POST as SPEC says, and the calls DESIGN adds to list, read, change, delete and export.
import { z } from 'zod';
import { pagedSchema } from '../errors';
import { STAFF } from '../roles';
import {
  agendaEntrySchema,
  agendaPeriodSchema,
  interviewInputSchema,
  interviewPeriodSchema,
  interviewSchema,
  interviewUpdateSchema,
  staffOptionSchema,
} from '../schemas/interviews';
import { NOT_RECRUITER, ownBody, ownParam } from './access';
import { endpoint } from './endpoint';
import { pageIndex, pageSize, recordId } from './params';

const byId = z.object({ id: recordId });

export const interviewsEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/api/entretien',
    summary: 'Programme un entretien',
    description:
      'Sans date, l’entretien est fixé à maintenant. Un membre du personnel qui programme sans responsable en devient le responsable.',
    roles: NOT_RECRUITER,
    owner: ownBody('utilisateurId'),
    body: interviewInputSchema,
    responses: { 201: interviewSchema },
    errors: [400, 401, 403, 404],
  }),
  ofUser: endpoint({
    method: 'GET',
    path: '/api/entretien/utilisateur/{uid}/{periode}/{page}/{size}',
    summary: 'Entretiens à venir ou passés d’une personne (candidat ou responsable), paginés',
    description:
      '`periode` : a-venir (le plus proche d’abord) ou passes (le plus récent d’abord) ; la personne peut être le candidat ou le responsable. Pages à partir de 0.',
    roles: NOT_RECRUITER,
    owner: ownParam('uid'),
    params: z.object({ uid: recordId, periode: interviewPeriodSchema, page: pageIndex, size: pageSize }),
    responses: { 200: pagedSchema(interviewSchema) },
    errors: [400, 401, 403],
  }),
  agenda: endpoint({
    method: 'GET',
    path: '/api/entretien/agenda/{periode}/{page}/{size}',
    summary: 'Agenda des entretiens du personnel (aujourd’hui, à venir, passés), filtrable par conseiller, paginé',
    description:
      '`periode` : aujourdhui (jour de Paris, le plus tôt d’abord), a-venir (après aujourd’hui, le plus proche ' +
      'd’abord) ou passes (avant aujourd’hui, le plus récent d’abord). `conseiller` : seulement les entretiens ' +
      'dont ce membre du personnel est responsable ou dont il est le référent du candidat. Pages à partir de 0.',
    roles: STAFF,
    params: z.object({ periode: agendaPeriodSchema, page: pageIndex, size: pageSize }),
    query: z.object({ conseiller: recordId.optional() }),
    responses: { 200: pagedSchema(agendaEntrySchema) },
    errors: [400, 401, 403],
  }),
  staff: endpoint({
    method: 'GET',
    path: '/api/entretien/personnel',
    summary: 'Membres du personnel pouvant mener un entretien',
    roles: NOT_RECRUITER,
    responses: { 200: z.array(staffOptionSchema) },
    errors: [401, 403],
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/entretien/{id}',
    summary: 'Un entretien (ses parties ou le personnel)',
    roles: NOT_RECRUITER,
    params: byId,
    responses: { 200: interviewSchema },
    errors: [401, 403, 404],
  }),
  ics: endpoint({
    method: 'GET',
    path: '/api/entretien/{id}/ics',
    summary: 'Un entretien au format calendrier (.ics)',
    description: 'Fichier text/calendar (une VEVENT) à importer dans un agenda.',
    roles: NOT_RECRUITER,
    params: byId,
    responses: { 200: z.string() },
    file: true,
    errors: [401, 403, 404],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/entretien',
    summary: 'Modifie un entretien',
    description: '`version` doit être celle lue : sinon 409 et rien n’est modifié.',
    roles: NOT_RECRUITER,
    body: interviewUpdateSchema,
    responses: { 200: interviewSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/entretien/{id}',
    summary: 'Supprime un entretien',
    roles: NOT_RECRUITER,
    params: byId,
    responses: { 204: z.null() },
    errors: [401, 403, 404],
  }),
};

// Notes (SPEC §7 Notes) and their attachment: staff only.
import { z } from 'zod';
import { pagedSchema } from '../errors';
import { STAFF } from '../roles';
import { noteInputSchema, noteSchema, noteUpdateSchema } from '../schemas/notes';
import { endpoint } from './endpoint';
import { pageIndex, pageSize, recordId, searchSegment } from './params';

const search = searchSegment(200);
const byId = z.object({ id: recordId });

export const notesEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/notes/{page}/{size}/{search?}',
    summary: 'Notes, paginées',
    description: 'Toutes les notes, les plus récentes d’abord ; recherche dans le titre et le contenu.',
    roles: STAFF,
    params: z.object({ page: pageIndex, size: pageSize, search }),
    responses: { 200: pagedSchema(noteSchema) },
    errors: [401, 403],
  }),
  ofApplication: endpoint({
    method: 'GET',
    path: '/api/notes/candidat/{id}/{page}/{size}/{search?}',
    summary: 'Notes d’une candidature, paginées',
    description: '`id` est la candidature. Pages à partir de 0.',
    roles: STAFF,
    params: z.object({ id: recordId, page: pageIndex, size: pageSize, search }),
    responses: { 200: pagedSchema(noteSchema) },
    errors: [401, 403],
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/notes/{id}',
    summary: 'Une note',
    roles: STAFF,
    params: byId,
    responses: { 200: noteSchema },
    errors: [401, 403, 404],
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/notes/{id}',
    summary: 'Ajoute une note à une candidature',
    description:
      '`id` est la candidature. Le contenu HTML est nettoyé (liens http, https, mailto, tel ; images sûres).',
    roles: STAFF,
    params: byId,
    body: noteInputSchema,
    responses: { 201: noteSchema },
    errors: [400, 401, 403, 404],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/notes',
    summary: 'Modifie une note',
    description: '`version` doit être celle lue : sinon 409 et rien n’est modifié.',
    roles: STAFF,
    body: noteUpdateSchema,
    responses: { 200: noteSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/notes/{id}',
    summary: 'Supprime une note',
    roles: STAFF,
    params: byId,
    responses: { 204: z.null() },
    errors: [401, 403, 404],
  }),
  attach: endpoint({
    method: 'POST',
    path: '/api/notes/{id}/fichier',
    summary: 'Joint un fichier à une note (remplace le précédent)',
    description:
      'Un fichier (champ `file`) de 10 Mo au plus : PDF, image (PNG, JPEG, GIF, WebP) ou document bureautique ' +
      '(Word, Excel, PowerPoint, OpenDocument), type lu dans le contenu. Remplace le fichier précédent.',
    roles: STAFF,
    params: byId,
    multipart: true,
    responses: { 200: noteSchema },
    errors: [400, 401, 403, 404, 413, 415],
  }),
  download: endpoint({
    method: 'GET',
    path: '/api/notes/{id}/fichier',
    summary: 'Télécharge le fichier joint d’une note',
    description: 'Le fichier joint, en pièce jointe (réservé au personnel).',
    roles: STAFF,
    params: byId,
    responses: { 200: z.any() },
    file: true,
    errors: [401, 403, 404],
  }),
  detach: endpoint({
    method: 'DELETE',
    path: '/api/notes/{id}/fichier',
    summary: 'Supprime le fichier joint d’une note',
    roles: STAFF,
    params: byId,
    responses: { 200: noteSchema },
    errors: [401, 403, 404],
  }),
};

// Skills (SPEC §7 competence) and the skills of a profile (tags).
import { z } from 'zod';
import { countSchema, pagedSchema } from '../errors';
import { messageResponseSchema } from '../schemas/auth';
import {
  competenceCreateSchema,
  competenceSchema,
  competenceUpdateSchema,
  tagCreateSchema,
  tagSchema,
} from '../schemas/skills';
import { ADMIN_AND_CEF, accountParam, LOGGED_IN, ownParam } from './access';
import { endpoint } from './endpoint';
import { pageIndex, pageSize, recordId, searchSegment } from './params';

const search = searchSegment(100);
const byId = z.object({ id: recordId });

export const skillsEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/competence/parId/{id}',
    summary: 'Une compétence',
    roles: LOGGED_IN,
    params: byId,
    responses: { 200: competenceSchema },
    errors: [401, 404],
  }),
  all: endpoint({
    method: 'GET',
    path: '/api/competence/nopage/{search?}',
    summary: 'Compétences correspondant à une recherche',
    description:
      'Toutes les compétences dont le nom ou les mots-clés contiennent la recherche (accents ignorés), dans l’ordre alphabétique français.',
    params: z.object({ search }),
    responses: { 200: z.array(competenceSchema) },
    errors: [],
  }),
  page: endpoint({
    method: 'GET',
    path: '/api/competence/page/{page}/{size}/{search?}',
    summary: 'Compétences, paginées',
    description: 'Pages numérotées à partir de 0.',
    roles: LOGGED_IN,
    params: z.object({ page: pageIndex, size: pageSize, search }),
    responses: { 200: pagedSchema(competenceSchema) },
    errors: [401],
  }),
  count: endpoint({
    method: 'GET',
    path: '/api/competence/count/{search?}',
    summary: 'Nombre de compétences',
    roles: LOGGED_IN,
    params: z.object({ search }),
    responses: { 200: countSchema },
    errors: [401],
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/competence',
    summary: 'Crée une compétence',
    roles: ADMIN_AND_CEF,
    body: competenceCreateSchema,
    responses: { 201: competenceSchema },
    errors: [400, 401, 403, 409],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/competence/competences',
    summary: 'Modifie une compétence',
    roles: ADMIN_AND_CEF,
    body: competenceUpdateSchema,
    responses: { 200: competenceSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/competence/{id}',
    summary: 'Supprime une compétence',
    description: 'Les tags des profils gardent leur nom et sont détachés de la compétence.',
    roles: ADMIN_AND_CEF,
    params: byId,
    responses: { 200: messageResponseSchema },
    errors: [401, 403, 404],
  }),
  userTags: endpoint({
    method: 'GET',
    path: '/api/tags/{uid}/{page}/{size}',
    summary: 'Compétences d’un profil, paginées',
    description:
      'Compétences d’un profil, les plus maîtrisées d’abord ; pages numérotées à partir de 0. Profil masqué : 404 sauf titulaire et personnel.',
    roles: LOGGED_IN,
    params: z.object({ uid: recordId, page: pageIndex, size: pageSize }),
    responses: { 200: pagedSchema(tagSchema) },
    errors: [401, 404],
  }),
  addTag: endpoint({
    method: 'POST',
    path: '/api/tags/utilisateur/{uid}',
    summary: 'Ajoute une compétence à son profil',
    description: 'Ajoute une compétence (competenceId) avec un niveau de 1 à 5 ; le nom est celui de la compétence.',
    roles: LOGGED_IN,
    owner: ownParam('uid'),
    account: accountParam('uid'),
    params: z.object({ uid: recordId }),
    body: tagCreateSchema,
    responses: { 201: tagSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  removeTag: endpoint({
    method: 'DELETE',
    path: '/api/tags/supression-tags/{id}',
    summary: 'Retire une compétence de son profil (propriétaire vérifié par le service)',
    roles: LOGGED_IN,
    params: byId,
    responses: { 200: messageResponseSchema },
    errors: [401, 403, 404],
  }),
};

// NTC (SPEC §7 ntc): staff only; the service keeps prospects from being orphaned.
import { z } from 'zod';
import { STAFF } from '../roles';
import {
  ntcDeleteQuerySchema,
  ntcFilterSchema,
  ntcInputSchema,
  ntcPageSchema,
  ntcSchema,
  ntcUpdateSchema,
} from '../schemas/ntc';
import { endpoint } from './endpoint';
import { recordId } from './params';

const byId = z.object({ id: recordId });

export const ntcEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/ntc',
    summary: 'NTC',
    description:
      'NTC par nom puis prénom, avec le nombre de prospects liés. `search` cherche dans le nom, le prénom et ' +
      'la ville (accents ignorés) ; `actif` true ou false ; pages à partir de 0.',
    roles: STAFF,
    query: ntcFilterSchema,
    responses: { 200: ntcPageSchema },
    errors: [400, 401, 403],
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/ntc/{id}',
    summary: 'Un NTC',
    roles: STAFF,
    params: byId,
    responses: { 200: ntcSchema },
    errors: [401, 403, 404],
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/ntc/create',
    summary: 'Crée un NTC',
    roles: STAFF,
    body: ntcInputSchema,
    responses: { 201: ntcSchema },
    errors: [400, 401, 403],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/ntc/update',
    summary: 'Modifie un NTC',
    description: '`version` doit être celle lue : sinon 409 et rien n’est modifié.',
    roles: STAFF,
    body: ntcUpdateSchema,
    responses: { 200: ntcSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/ntc/delete/{id}',
    summary: 'Supprime un NTC',
    description:
      'Supprime un NTC. S’il a des prospects, répond 409 en disant combien, sauf avec `prospects=detacher` ' +
      '(ils restent sans NTC) ou `prospects=deplacer&versNtcId=…` (ils passent à cet autre NTC).',
    roles: STAFF,
    params: byId,
    query: ntcDeleteQuerySchema,
    responses: { 204: z.null() },
    errors: [400, 401, 403, 404, 409],
  }),
};

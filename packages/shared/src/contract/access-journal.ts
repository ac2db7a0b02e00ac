// The access journal: the person reads her own entries (« Mes données »), admins search them all.
import { z } from 'zod';
import {
  accessJournalAdminPageSchema,
  accessJournalPageQuerySchema,
  accessJournalPageSchema,
  accessJournalSearchSchema,
} from '../access-journal';
import { LOGGED_IN, NO_EXEMPTION, ownParam } from './access';
import { endpoint } from './endpoint';
import { recordId } from './params';

export const accessJournalEndpoints = {
  /** No exemption: staff search the journal on the admin screen. */
  ofPerson: endpoint({
    method: 'GET',
    path: '/api/utilisateur/{id}/journal-acces',
    summary: 'Qui, dans l’organisme, a consulté ou modifié ses données, et quand',
    description:
      'Qui, dans l’organisme, a consulté ou modifié ses données : nom et rôle à ce moment-là, quoi, quand ; le ' +
      'plus récent d’abord. Pages à partir de 0. La personne elle-même seulement.',
    roles: LOGGED_IN,
    owner: ownParam('id', NO_EXEMPTION),
    params: z.object({ id: recordId }),
    query: accessJournalPageQuerySchema,
    responses: { 200: accessJournalPageSchema },
    errors: [400, 401, 403],
  }),
  search: endpoint({
    method: 'GET',
    path: '/api/admin/journal-acces',
    summary: 'Recherche dans le journal des accès aux données des personnes',
    description:
      'Recherche par personne (nom ou e-mail), par membre du personnel (nom), par type (`type`) et par période ' +
      '(`du`, `au` : AAAA-MM-JJ, jours de Paris inclus) ; le plus récent d’abord, avec l’adresse d’origine.',
    roles: ['ADMIN'],
    query: accessJournalSearchSchema,
    responses: { 200: accessJournalAdminPageSchema },
    errors: [400, 401, 403],
  }),
};

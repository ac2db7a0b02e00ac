// Job datings and their invitations (SPEC §7 job-dating and invitationJD): staff run the events; candidates see and
// answer their own invitations (checked by the service).
import { z } from 'zod';
import { pagedSchema } from '../errors';
import { STAFF } from '../roles';
import { attendanceInputSchema } from '../schemas/activity-indicators';
import {
  BULK_INVITATION_MAX,
  bulkInvitationInputSchema,
  bulkInvitationPreviewSchema,
  bulkInvitationResultSchema,
  invitationInputSchema,
  invitationSchema,
  invitationSearchSchema,
  jobDatingInputSchema,
  jobDatingSchema,
  jobDatingSearchSchema,
  jobDatingUpdateSchema,
} from '../schemas/job-dating';
import { NOT_RECRUITER } from './access';
import { endpoint } from './endpoint';
import { pageIndex, pageSize, recordId } from './params';

const byId = z.object({ id: recordId });
const paging = z.object({ page: pageIndex, size: pageSize });

const selectionHelp =
  'La sélection : les candidats cochés (`candidatIds`), ou sans coche les candidats actifs que `filtre` garde ' +
  '(rôle, référent, ville contenue, compétence). Un coché qui n’existe plus ou n’est pas candidat : 400.';

export const jobDatingEndpoints = {
  search: endpoint({
    method: 'POST',
    path: '/api/job-dating/search-by-dto/{page}/{size}',
    summary: 'Recherche de JobDating',
    description:
      'JobDating du plus récent au plus ancien. Chaque champ renseigné restreint la liste : `auteurId` exact ; ' +
      '`lieu`, `thematique` et `description` contenus dans le texte, sans tenir compte des accents ni de la casse. ' +
      'Pages à partir de 0.',
    roles: STAFF,
    params: paging,
    body: jobDatingSearchSchema,
    responses: { 200: pagedSchema(jobDatingSchema) },
    errors: [400, 401, 403],
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/job-dating/{id}',
    summary: 'Un JobDating',
    description: 'Un JobDating : le personnel les voit tous, un candidat seulement ceux auxquels il est invité.',
    roles: NOT_RECRUITER,
    params: byId,
    responses: { 200: jobDatingSchema },
    errors: [401, 403, 404],
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/job-dating',
    summary: 'Crée un JobDating',
    description:
      'Crée un JobDating dont l’auteur est la personne connectée. La date est une date-heure ISO, gardée à la ' +
      'seconde ; `id` et `version` valent 0 et sont ignorés. La description HTML est nettoyée.',
    roles: STAFF,
    body: jobDatingInputSchema,
    responses: { 201: jobDatingSchema },
    errors: [400, 401, 403],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/job-dating',
    summary: 'Modifie un JobDating',
    description: '`version` doit être celle lue : sinon 409 et rien n’est modifié. L’auteur ne change pas.',
    roles: STAFF,
    body: jobDatingUpdateSchema,
    responses: { 200: jobDatingSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/job-dating/{id}',
    summary: 'Supprime un JobDating',
    description: 'Supprime le JobDating et ses invitations.',
    roles: STAFF,
    params: byId,
    responses: { 204: z.null() },
    errors: [401, 403, 404],
  }),
  searchInvitations: endpoint({
    method: 'POST',
    path: '/api/invitationJD/search-by-dto/{page}/{size}',
    summary: 'Recherche d’invitations',
    description:
      'Invitations filtrées par `jobDatingId`, `candidatId` et `etatInvitation`, du JobDating le plus récent au ' +
      'plus ancien. Un candidat ne reçoit que les siennes (un autre `candidatId` : 403). Pages à partir de 0.',
    roles: NOT_RECRUITER,
    params: paging,
    body: invitationSearchSchema,
    responses: { 200: pagedSchema(invitationSchema) },
    errors: [400, 401, 403],
  }),
  getInvitation: endpoint({
    method: 'GET',
    path: '/api/invitationJD/{id}',
    summary: 'Une invitation',
    description: 'Une invitation et son JobDating ; un candidat ne lit que les siennes.',
    roles: NOT_RECRUITER,
    params: byId,
    responses: { 200: invitationSchema },
    errors: [401, 403, 404],
  }),
  sendInvitation: endpoint({
    method: 'POST',
    path: '/api/invitationJD/envoyer',
    summary: 'Envoie une invitation',
    description:
      'Invite un candidat (rôle candidat ou employé) : l’invitation est EN_ATTENTE. Une invitation refusée ou ' +
      'annulée est renvoyée ; une invitation en attente ou confirmée répond 409.',
    roles: STAFF,
    body: invitationInputSchema,
    responses: { 201: invitationSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  previewBulk: endpoint({
    method: 'POST',
    path: '/api/invitationJD/groupe/apercu/{page}/{size}',
    summary: 'Candidats qu’une invitation groupée atteindrait, paginés, avec les comptes',
    description: `Qui une invitation groupée atteindrait, par ordre de nom, et les comptes : à inviter, déjà invités. ${selectionHelp}`,
    roles: STAFF,
    params: paging,
    body: bulkInvitationInputSchema,
    responses: { 200: bulkInvitationPreviewSchema },
    errors: [400, 401, 403, 404],
  }),
  sendBulk: endpoint({
    method: 'POST',
    path: '/api/invitationJD/groupe',
    summary: 'Invite en une fois les candidats sélectionnés',
    description:
      'Invite en une requête et une transaction tous les candidats sélectionnés qui ne sont pas déjà invités ' +
      `(quelle que soit leur réponse) : tous ou aucun. Au plus ${BULK_INVITATION_MAX} invitations par envoi. ` +
      selectionHelp,
    roles: STAFF,
    body: bulkInvitationInputSchema,
    responses: { 200: bulkInvitationResultSchema },
    errors: [400, 401, 403, 404],
  }),
  accept: endpoint({
    method: 'PUT',
    path: '/api/invitationJD/{id}/accepter',
    summary: 'Accepte une invitation',
    description: 'Le candidat invité accepte une invitation EN_ATTENTE : elle devient CONFIRMÉE (sinon 409).',
    roles: NOT_RECRUITER,
    params: byId,
    responses: { 200: invitationSchema },
    errors: [401, 403, 404, 409],
  }),
  cancel: endpoint({
    method: 'PUT',
    path: '/api/invitationJD/{id}/annuler',
    summary: 'Annule ou refuse une invitation',
    description:
      'Refus ou annulation d’une invitation en attente ou confirmée : REFUSÉE quand le candidat invité répond, ' +
      'ANNULEE quand le personnel annule. Une invitation déjà refusée ou annulée répond 409.',
    roles: NOT_RECRUITER,
    params: byId,
    responses: { 200: invitationSchema },
    errors: [401, 403, 404, 409],
  }),
  markAttendance: endpoint({
    method: 'PUT',
    path: '/api/invitationJD/{id}/presence',
    summary: 'Note la présence d’un invité au JobDating',
    description:
      'Le personnel note au JobDating si le candidat invité est venu (`present`), quelle que soit sa réponse.',
    roles: STAFF,
    params: byId,
    body: attendanceInputSchema,
    responses: { 200: invitationSchema },
    errors: [400, 401, 403, 404],
  }),
};

// SPEC §7 Admin user calls (staff only): the filtered list and its count, referents, creation, agency import, full
// edit and deletion. The other calls under /api/admin belong to their own features.
import { z } from 'zod';
import { countSchema } from '../errors';
import { reasonSchema } from '../personal-data';
import { STAFF } from '../roles';
import {
  adminPageParamsSchema,
  adminSearchQuerySchema,
  adminUserCreateSchema,
  adminUserFilterSchema,
  adminUserIdParamsSchema,
  adminUserPageSchema,
  adminUserUpdateSchema,
  agencyCandidateSchema,
  referentPageSchema,
  throttledAccountSchema,
} from '../schemas/admin-users';
import { messageResponseSchema } from '../schemas/auth';
import { publicUserSchema } from '../schemas/users-base';
import { accountBody, accountParam } from './access';
import { endpoint } from './endpoint';

const ROLE_RULE =
  'Un administrateur gère tous les rôles ; un CEF tous sauf administrateur ; un assistant les comptes hors personnel.';

export const adminEndpoints = {
  throttled: endpoint({
    method: 'GET',
    path: '/api/admin/tentatives',
    summary: 'Comptes dont les connexions sont ralenties',
    description:
      'Comptes dont les tentatives de connexion sont ralenties après des échecs répétés (jamais bloqués : le bon mot de passe ouvre toujours le compte), les plus visés d’abord.',
    roles: STAFF,
    responses: { 200: z.array(throttledAccountSchema) },
    errors: [401, 403],
  }),
  page: endpoint({
    method: 'GET',
    path: '/api/admin/{page}/{size}',
    summary: 'Utilisateurs filtrés (gestion)',
    description:
      'Tous les comptes, inactifs et masqués compris. Filtres : search (chaque mot dans le nom, le prénom, l’e-mail ou le métier, accents ignorés), admission (exacte), metier et ville (contiennent), auteurId (le référent CEF). Tri : tri (nom, dateCreation, ville, role) et ordre (asc, desc). Pages numérotées à partir de 0.',
    roles: STAFF,
    params: adminPageParamsSchema,
    query: adminUserFilterSchema,
    responses: { 200: adminUserPageSchema },
    errors: [400, 401, 403],
  }),
  referents: endpoint({
    method: 'GET',
    path: '/api/admin/cef/{page}/{size}',
    summary: 'Référents possibles (CEF et administrateurs), paginés',
    description:
      'Conseillers emploi formation et administrateurs, référents possibles d’un compte (filtre auteurId). search cherche dans le nom et le prénom.',
    roles: STAFF,
    params: adminPageParamsSchema,
    query: adminSearchQuerySchema,
    responses: { 200: referentPageSchema },
    errors: [400, 401, 403],
  }),
  count: endpoint({
    method: 'GET',
    path: '/api/admin/count-filtre',
    summary: 'Nombre d’utilisateurs filtrés (gestion)',
    description: 'Nombre de comptes répondant aux mêmes filtres que la liste.',
    roles: STAFF,
    query: adminUserFilterSchema,
    responses: { 200: countSchema },
    errors: [400, 401, 403],
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin',
    summary: 'Crée un utilisateur',
    description: `Crée un compte : nom en majuscules, compte inactif jusqu’à ce que la personne choisisse son mot de passe avec l’invitation envoyée par e-mail (7 jours, usage unique, au nom du membre du personnel). Le personnel ne choisit jamais le mot de passe : un champ motDePasse envoyé est ignoré. ${ROLE_RULE}`,
    roles: STAFF,
    body: adminUserCreateSchema,
    responses: { 201: publicUserSchema },
    errors: [400, 401, 403, 409],
  }),
  createAgencyCandidate: endpoint({
    method: 'POST',
    path: '/api/admin/pole-emploi',
    summary: 'Importe un candidat France Travail',
    description:
      'Importe un candidat adressé par France Travail (ex-Pôle emploi) : rôle EN_RECHERCHE_EMPLOI, profil non visible, compte inactif jusqu’à ce qu’il choisisse son mot de passe avec l’invitation envoyée par e-mail (7 jours, usage unique).',
    roles: STAFF,
    body: agencyCandidateSchema,
    responses: { 201: publicUserSchema },
    errors: [400, 401, 403, 409],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/modification',
    summary: 'Modifie un utilisateur (rôle, état actif, informations)',
    description: `Modifie tout le compte (état actif, rôle, visibilité, informations, liens, diplôme ; mot de passe seulement s’il est fourni). Une version périmée répond 409 et ne change rien. ${ROLE_RULE}`,
    roles: STAFF,
    account: accountBody('id'),
    body: adminUserUpdateSchema,
    responses: { 200: publicUserSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/{id}',
    summary: 'Supprime un utilisateur',
    description: `Efface le compte et tout ce qui lui appartient (profil, fichiers, projets, favoris...), comme POST /api/admin/{id}/effacement : le corps porte le motif, consigné ; sans motif, 400. Ses candidatures restent comptées pour « Ancien membre ». Le texte de la réponse est affiché tel quel. On ne supprime pas son propre compte ici. ${ROLE_RULE}`,
    roles: STAFF,
    account: accountParam('id'),
    params: adminUserIdParamsSchema,
    body: reasonSchema.nullish(),
    responses: { 200: messageResponseSchema },
    errors: [400, 401, 403, 404],
  }),
};

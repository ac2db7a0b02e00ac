// Likely duplicate accounts, compared and merged by staff (docs/decisions/0020). The list shows only pairs whose two
// accounts the caller's rank reaches, and the comparison, dismissal and merge check the rank rule on both accounts in
// the service (a call names one pair, not one account); the per-account list declares the account it reads.
import { z } from 'zod';
import { STAFF } from '../roles';
import { messageResponseSchema } from '../schemas/auth';
import {
  accountDuplicatesSchema,
  duplicateComparisonSchema,
  duplicateMergeResultSchema,
  duplicateMergeSchema,
  duplicatePageQuerySchema,
  duplicatePairPageSchema,
} from '../schemas/duplicates';
import { accountParam } from './access';
import { endpoint } from './endpoint';
import { recordId } from './params';

const byId = z.object({ id: recordId });
const RANK =
  'Seules les paires dont les deux comptes sont à la portée du rôle de l’appelant (un assistant : comptes hors personnel ; un CEF : tous sauf administrateurs).';

export const duplicatesEndpoints = {
  pairs: endpoint({
    method: 'GET',
    path: '/api/doublons',
    summary: 'Paires de comptes en doublon probable, paginées',
    description: `Paires de comptes en doublon probable encore à traiter, les plus récentes d’abord, avec leurs raisons (EMAIL, TELEPHONE, NOM_VILLE). Pages à partir de 0. ${RANK}`,
    roles: STAFF,
    query: duplicatePageQuerySchema,
    responses: { 200: duplicatePairPageSchema },
    errors: [400, 401, 403],
  }),
  ofAccount: endpoint({
    method: 'GET',
    path: '/api/doublons/compte/{id}',
    summary: 'Doublons probables d’un compte',
    description: `Paires à traiter dont ce compte fait partie (lien du dossier du candidat). ${RANK}`,
    roles: STAFF,
    account: accountParam('id'),
    params: byId,
    responses: { 200: accountDuplicatesSchema },
    errors: [400, 401, 403],
  }),
  compare: endpoint({
    method: 'GET',
    path: '/api/doublons/{id}',
    summary: 'Compare côte à côte les deux comptes d’une paire',
    description:
      'Les deux comptes d’une paire côte à côte : identité, version (à renvoyer avec la fusion) et nombre de candidatures, entretiens, messages, notes, fichiers, favoris, invitations, compétences et projets. Une paire déjà traitée répond 409.',
    roles: STAFF,
    params: byId,
    responses: { 200: duplicateComparisonSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  dismiss: endpoint({
    method: 'POST',
    path: '/api/doublons/{id}/ecarter',
    summary: 'Écarte une paire : ce ne sont pas des doublons',
    description: '« Ce ne sont pas des doublons » : la paire n’est plus proposée, même si la détection la revoit.',
    roles: STAFF,
    params: byId,
    responses: { 200: messageResponseSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  merge: endpoint({
    method: 'POST',
    path: '/api/doublons/{id}/fusion',
    summary: 'Fusionne les deux comptes d’une paire dans celui qu’on conserve',
    description:
      'Fusionne la paire en une transaction : candidatures, entretiens, messages, notes, fichiers, favoris, invitations, compétences et portfolio passent au compte conservé (un favori, une compétence ou une invitation déjà présents y restent en un seul exemplaire) ; l’autre compte est fermé, et son e-mail, son mot de passe ou son identité LinkedIn ouvrent désormais le compte conservé. Les versions lues sur la comparaison sont exigées : si l’un des comptes a changé depuis, 409 et rien ne change.',
    roles: STAFF,
    params: byId,
    body: duplicateMergeSchema,
    responses: { 200: duplicateMergeResultSchema },
    errors: [400, 401, 403, 404, 409],
  }),
};

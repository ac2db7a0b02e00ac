// Personal data (GDPR art. 15, 17, 20): the person's export, summary and talent-pool answer, the erasure link, staff
// erasure and extension, and the settings in force for the privacy page.
import { z } from 'zod';
import {
  erasureConfirmationSchema,
  personalDataSummarySchema,
  privacySettingsSchema,
  reasonSchema,
  talentPoolConsentSchema,
} from '../personal-data';
import { STAFF } from '../roles';
import { messageResponseSchema } from '../schemas/auth';
import { accountParam, LOGGED_IN, NO_EXEMPTION, ownParam } from './access';
import { endpoint } from './endpoint';
import { recordId } from './params';

const byId = z.object({ id: recordId });

export const personalDataEndpoints = {
  export: endpoint({
    method: 'GET',
    path: '/api/utilisateur/{id}/export',
    summary: 'Toutes les données de la personne en un fichier ZIP (données et fichiers déposés)',
    description:
      'Un ZIP envoyé au fil de sa construction : donnees.json (profil, compétences, projets, candidatures avec contacts, commentaires et notes du personnel, entretiens, invitations, messages, favoris, consentements, connexions) chaque fichier déposé sous son nom d’origine, et les fichiers joints aux notes du personnel dans notes/. La personne elle-même, ou le personnel.',
    roles: LOGGED_IN,
    owner: ownParam('id'),
    account: accountParam('id'),
    params: byId,
    responses: { 200: z.any() },
    file: true,
    errors: [401, 403, 404],
  }),
  summary: endpoint({
    method: 'GET',
    path: '/api/utilisateur/{id}/donnees-personnelles',
    summary: 'Consentement au vivier, historique des connexions et date d’effacement prévue',
    roles: LOGGED_IN,
    owner: ownParam('id'),
    account: accountParam('id'),
    params: byId,
    responses: { 200: personalDataSummarySchema },
    errors: [401, 403, 404],
  }),
  setConsent: endpoint({
    method: 'PUT',
    path: '/api/utilisateur/{id}/consentement-vivier',
    summary: 'Accepte ou retire sa présence dans le vivier de talents',
    roles: LOGGED_IN,
    // Only the person answers for themself: no exemption.
    owner: ownParam('id', NO_EXEMPTION),
    params: byId,
    body: talentPoolConsentSchema,
    responses: { 200: messageResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  confirmErasure: endpoint({
    method: 'POST',
    path: '/api/effacement/confirmation',
    summary: 'Efface le compte tout de suite avec le lien reçu par e-mail',
    description: 'Le lien reçu après la suppression de son compte : l’efface définitivement tout de suite.',
    body: erasureConfirmationSchema,
    responses: { 200: messageResponseSchema },
    errors: [400],
  }),
  erase: endpoint({
    method: 'POST',
    path: '/api/admin/{id}/effacement',
    summary: 'Efface définitivement un compte, avec un motif',
    description: 'Efface définitivement le compte et ses données ; le motif est consigné.',
    roles: STAFF,
    account: accountParam('id'),
    params: byId,
    body: reasonSchema,
    responses: { 200: messageResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  extendRetention: endpoint({
    method: 'POST',
    path: '/api/admin/{id}/conservation',
    summary: 'Prolonge la conservation d’un compte inactif, avec un motif',
    description: 'Repousse l’effacement d’un compte inactif (compte comme une activité) ; le motif est consigné.',
    roles: STAFF,
    account: accountParam('id'),
    params: byId,
    body: reasonSchema,
    responses: { 200: messageResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  privacySettings: endpoint({
    method: 'GET',
    path: '/api/parametres/donnees-personnelles',
    summary: 'Durées de conservation et texte du consentement en vigueur',
    responses: { 200: privacySettingsSchema },
    errors: [],
  }),
};

// Saved profile searches with e-mail alerts: recruiters and staff, each on their own (the API reads the caller's
// id); the alert e-mail's signed unsubscribe link needs no sign-in.
import { z } from 'zod';
import {
  SAVED_SEARCH_ALERT_MAX,
  savedSearchCreateSchema,
  savedSearchSchema,
  savedSearchUnsubscribedSchema,
  savedSearchUnsubscribeSchema,
  savedSearchUpdateSchema,
} from '../schemas/saved-searches';
import { SEARCHERS } from './access';
import { endpoint } from './endpoint';
import { recordId } from './params';

const byId = z.object({ id: recordId });

export const savedSearchesEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/recherches-enregistrees',
    summary: 'Recherches enregistrées de la personne connectée',
    description: 'Les recherches enregistrées de la personne connectée, la plus récente d’abord.',
    roles: SEARCHERS,
    responses: { 200: z.array(savedSearchSchema) },
    errors: [401, 403],
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/recherches-enregistrees',
    summary: 'Enregistre la recherche de profils en cours',
    description: `Enregistre les filtres de la recherche de profils sous un nom, avec la fréquence de ses alertes (QUOTIDIENNE à 7 h, HEBDOMADAIRE le lundi à 7 h, heure de Paris, ou AUCUNE). Chaque alerte liste au plus ${SAVED_SEARCH_ALERT_MAX} profils visibles créés depuis l’enregistrement et jamais envoyés par cette recherche.`,
    roles: SEARCHERS,
    body: savedSearchCreateSchema,
    responses: { 201: savedSearchSchema },
    errors: [400, 401, 403],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/recherches-enregistrees/{id}',
    summary: 'Renomme une recherche enregistrée ou change la fréquence de ses alertes',
    description: 'Renomme une de ses recherches enregistrées ou change la fréquence de ses alertes.',
    roles: SEARCHERS,
    params: byId,
    body: savedSearchUpdateSchema,
    responses: { 200: savedSearchSchema },
    errors: [400, 401, 403, 404],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/recherches-enregistrees/{id}',
    summary: 'Supprime une recherche enregistrée',
    description: 'Supprime une de ses recherches enregistrées et ses alertes.',
    roles: SEARCHERS,
    params: byId,
    responses: { 204: z.null() },
    errors: [400, 401, 403, 404],
  }),
  unsubscribe: endpoint({
    method: 'POST',
    path: '/api/recherches-enregistrees/desabonnement',
    summary: 'Arrête les alertes d’une recherche enregistrée (lien signé de l’e-mail, sans connexion)',
    description:
      'Le lien de désabonnement des e-mails d’alerte, sans connexion : la signature (HMAC-SHA256 du secret de l’application) doit être celle de la recherche. Les alertes passent à AUCUNE ; la recherche reste enregistrée.',
    body: savedSearchUnsubscribeSchema,
    responses: { 200: savedSearchUnsubscribedSchema },
    errors: [400, 403],
  }),
};

// Three- and six-month follow-ups of learners: the learner's signed link needs no sign-in; staff read who did not
// answer.
import { z } from 'zod';
import { FOLLOW_UP_LINK_DAYS, FOLLOW_UP_REMINDER_DAYS } from '../outcomes';
import { STAFF } from '../roles';
import {
  followUpAnswerSchema,
  followUpLinkSchema,
  followUpViewSchema,
  unansweredFollowUpSchema,
} from '../schemas/follow-ups';
import { endpoint } from './endpoint';

export const followUpsEndpoints = {
  view: endpoint({
    method: 'POST',
    path: '/api/suivi-formation',
    summary: 'Le suivi à 3 ou 6 mois ouvert par le lien signé de l’e-mail (sans connexion)',
    description: `Ouvre le suivi à 3 ou 6 mois du lien de l’e-mail, sans connexion : la signature (HMAC-SHA256 du secret de l’application) doit être celle du suivi. Répond la formation et la situation déjà enregistrée ; un lien sans réponse de plus de ${FOLLOW_UP_LINK_DAYS} jours répond 410.`,
    body: followUpLinkSchema,
    responses: { 200: followUpViewSchema },
    errors: [400, 403, 410],
  }),
  answer: endpoint({
    method: 'POST',
    path: '/api/suivi-formation/reponse',
    summary: 'La réponse de l’apprenant à son suivi à 3 ou 6 mois (lien signé, sans connexion)',
    description:
      'La réponse de l’apprenant par le lien signé, sans connexion : sa situation (et pour un emploi, son employeur et sa date de début, facultatifs), enregistrée une fois comme sa situation à 3 ou 6 mois (source APPRENANT). Une deuxième réponse est refusée (409) : l’équipe la corrige.',
    body: followUpAnswerSchema,
    responses: { 200: followUpViewSchema },
    errors: [400, 403, 409, 410],
  }),
  unanswered: endpoint({
    method: 'GET',
    path: '/api/formations/suivis/sans-reponse',
    summary: 'Apprenants sans réponse à leur e-mail de suivi 14 jours après son envoi',
    description: `Les apprenants qui n’ont pas répondu à leur e-mail de suivi ${FOLLOW_UP_REMINDER_DAYS} jours après son envoi (et dont l’équipe n’a pas enregistré la situation), avec le conseiller de leur session.`,
    roles: STAFF,
    responses: { 200: z.array(unansweredFollowUpSchema) },
    errors: [401, 403],
  }),
};

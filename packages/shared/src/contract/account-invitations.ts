// Accounts opened by staff: the invitation's state and its resending (staff, within the rank rule), and the public
// call with which the person chooses a password from the e-mailed link.
import { z } from 'zod';
import { ACCOUNT_INVITATION_VALID_DAYS } from '../admin-users';
import { STAFF } from '../roles';
import { acceptAccountInvitationSchema, accountInvitationStatusSchema } from '../schemas/admin-users';
import { loginResponseSchema, messageResponseSchema } from '../schemas/auth';
import { accountParam } from './access';
import { endpoint } from './endpoint';
import { recordId } from './params';

const byId = z.object({ id: recordId });

export const accountInvitationsEndpoints = {
  status: endpoint({
    method: 'GET',
    path: '/api/admin/{id}/invitation',
    summary: 'Où en est l’invitation d’un compte ouvert par le personnel',
    description:
      'Où en est l’invitation d’un compte ouvert par le personnel : AUCUNE (compte ouvert par la personne), ENVOYEE, ACCEPTEE ou EXPIREE, avec ses dates.',
    roles: STAFF,
    account: accountParam('id'),
    params: byId,
    responses: { 200: accountInvitationStatusSchema },
    errors: [400, 401, 403, 404],
  }),
  resend: endpoint({
    method: 'POST',
    path: '/api/admin/{id}/invitation',
    summary: 'Renvoie l’invitation à choisir son mot de passe (le lien précédent ne fonctionne plus)',
    description: `Renvoie l’invitation à choisir son mot de passe (valable ${ACCOUNT_INVITATION_VALID_DAYS} jours, usage unique) ; le lien précédent ne fonctionne plus. 409 quand l’invitation est déjà acceptée ou que le compte n’a pas été ouvert par invitation.`,
    roles: STAFF,
    account: accountParam('id'),
    params: byId,
    responses: { 200: messageResponseSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  accept: endpoint({
    method: 'POST',
    path: '/auth/invitation',
    summary: 'Choisit son mot de passe avec le lien d’invitation, active le compte et ouvre la session',
    description: `Jeton du lien d’invitation (usage unique, ${ACCOUNT_INVITATION_VALID_DAYS} jours) et mot de passe choisi : le compte est activé et la session ouverte (même réponse que la connexion). Un lien déjà servi, expiré ou remplacé répond 400 avec ce qu’il faut faire.`,
    body: acceptAccountInvitationSchema,
    responses: { 200: loginResponseSchema },
    errors: [400, 429],
  }),
};

// Registration (SPEC §7 Users, POST) and the signed-in person's own profile (GET /profile/{id}, outside /api as SPEC
// writes it).
import { z } from 'zod';
import { messageResponseSchema } from '../schemas/auth';
import { publicUserSchema, registrationSchema } from '../schemas/users-base';
import { LOGGED_IN, ownParam } from './access';
import { endpoint } from './endpoint';
import { recordId } from './params';

export const usersEndpoints = {
  register: endpoint({
    method: 'POST',
    path: '/api/utilisateur',
    summary: 'Inscription (compte inactif jusqu’à confirmation par e-mail)',
    description:
      'Inscription : le nom est mis en majuscules, le compte reste inactif jusqu’au lien de confirmation envoyé par e-mail (48 h). Une adresse qui a déjà un compte reçoit la même réponse, et son titulaire un e-mail le lui rappelant : la réponse ne dit jamais si une adresse est inscrite.',
    body: registrationSchema,
    responses: { 201: messageResponseSchema },
    errors: [400, 429],
  }),
  profile: endpoint({
    method: 'GET',
    path: '/profile/{id}',
    summary: 'Profil de la personne connectée',
    roles: LOGGED_IN,
    owner: ownParam('id'),
    params: z.object({ id: recordId }),
    responses: { 200: publicUserSchema },
    errors: [401, 403, 404],
  }),
};

// A recruiter's favourite candidates (SPEC §7 Favourites): recruiters only, each on their own list.
import { MESSAGES } from '../messages';
import { messageResponseSchema } from '../schemas/auth';
import {
  favouriteAddSchema,
  favouriteListSchema,
  favouriteOwnerParamsSchema,
  favouritePageParamsSchema,
  favouriteParamsSchema,
  favouriteSchema,
} from '../schemas/favourites';
import { profileCountSchema, profileFilterSchema, profilePageSchema } from '../schemas/search';
import { ownParam, RECRUITER_ONLY } from './access';
import { endpoint } from './endpoint';

const HIDDEN_RULE = 'Un profil masqué ou désactivé n’apparaît pas, même s’il a été ajouté aux favoris.';

export const favouritesEndpoints = {
  count: endpoint({
    method: 'GET',
    path: '/api/favoris/countparfiltre',
    summary: 'Nombre de favoris filtrés de la personne connectée',
    description: `Nombre de favoris de la personne connectée que la recherche trouve (mêmes paramètres que la recherche de profils). ${HIDDEN_RULE}`,
    roles: RECRUITER_ONLY,
    query: profileFilterSchema,
    responses: { 200: profileCountSchema },
    errors: [400, 401, 403],
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/favoris/{uid}',
    summary: 'Favoris d’un recruteur',
    description: `Les favoris du recruteur uid, les derniers ajoutés d’abord. ${HIDDEN_RULE}`,
    roles: RECRUITER_ONLY,
    owner: ownParam('uid'),
    params: favouriteOwnerParamsSchema,
    responses: { 200: favouriteListSchema },
    errors: [400, 401, 403],
  }),
  page: endpoint({
    method: 'GET',
    path: '/api/favoris/{uid}/{page}/{size}',
    summary: 'Favoris filtrés, paginés',
    description: `Les favoris du recruteur uid en fiches de profil, filtrés comme la recherche de profils (search, metier, experience, ville, zone, typeDeContrat, role, tags) et triés de même ; page zéro-basée. ${HIDDEN_RULE}`,
    roles: RECRUITER_ONLY,
    owner: ownParam('uid'),
    params: favouritePageParamsSchema,
    query: profileFilterSchema,
    responses: { 200: profilePageSchema },
    errors: [400, 401, 403],
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/favoris/ajoutfav/{uid}/{candidateId}',
    summary: 'Ajoute un profil aux favoris',
    description: `Ajoute le candidat candidateId aux favoris du recruteur uid (id et version valent 0 à la création). Un profil déjà dans la liste répond 409 « ${MESSAGES.favouriteExists} » ; un profil introuvable ou masqué, 404 ; un profil qui n’est pas celui d’un candidat, 400.`,
    roles: RECRUITER_ONLY,
    owner: ownParam('uid'),
    params: favouriteParamsSchema,
    body: favouriteAddSchema,
    responses: { 201: favouriteSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/favoris/{uid}/{candidateId}',
    summary: 'Retire un profil des favoris',
    description: 'Retire le candidat candidateId des favoris du recruteur uid ; 404 s’il n’y était pas.',
    roles: RECRUITER_ONLY,
    owner: ownParam('uid'),
    params: favouriteParamsSchema,
    responses: { 200: messageResponseSchema },
    errors: [400, 401, 403, 404],
  }),
};

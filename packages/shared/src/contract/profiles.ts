// Profile calls of SPEC §7 Users: details, by e-mail, advisers, and the four profile updates, each on one's own
// account (staff on others' within the rank rule).
import { z } from 'zod';
import { STAFF } from '../roles';
import {
  cefSchema,
  personDetailsSchema,
  profileSchema,
  updateExternalVideoSchema,
  updateInfosCompSchema,
  updateInfosSchema,
  updateLinksSchema,
  userEmailParamsSchema,
} from '../schemas/profiles';
import { accountBody, LOGGED_IN, NOT_RECRUITER, ownBody } from './access';
import { endpoint } from './endpoint';
import { recordId } from './params';

/** The updates answer the profile as it now is; a stale `version` answers 409. */
const updated = { responses: { 200: profileSchema }, errors: [400, 401, 403, 404, 409] } as const;

export const profilesEndpoints = {
  cefs: endpoint({
    method: 'GET',
    path: '/api/utilisateur/cefs',
    summary: 'Conseillers emploi formation',
    roles: LOGGED_IN,
    responses: { 200: z.array(cefSchema) },
    errors: [401],
  }),
  byEmail: endpoint({
    method: 'GET',
    path: '/api/utilisateur/email/{email}',
    summary: 'Un profil par son e-mail',
    roles: STAFF,
    params: userEmailParamsSchema,
    responses: { 200: profileSchema },
    errors: [401, 403, 404],
  }),
  details: endpoint({
    method: 'GET',
    path: '/api/utilisateur/{id}',
    summary: 'Détails d’un profil',
    description:
      'Un profil masqué (NON_VISIBLE) ou désactivé répond 404 à tous sauf à son titulaire et au personnel. Le titulaire et le personnel voient tout ; un recruteur ni l’admission, ni le commentaire, ni le référent ; un autre membre le profil public seulement (ni e-mail, ni téléphone, ni état du compte).',
    roles: LOGGED_IN,
    params: z.object({ id: recordId }),
    responses: { 200: personDetailsSchema },
    errors: [401, 404],
  }),
  updateInfos: endpoint({
    method: 'PUT',
    path: '/api/utilisateur/modification-infos',
    summary: 'Modifie ses informations',
    description:
      'Le nom est mis en majuscules. `version` doit être la version lue (sinon 409, rien ne change). Un champ facultatif absent garde sa valeur ; vide ou null, il est effacé.',
    roles: LOGGED_IN,
    owner: ownBody('id'),
    account: accountBody('id'),
    body: updateInfosSchema,
    ...updated,
  }),
  updateInfosComp: endpoint({
    method: 'PUT',
    path: '/api/utilisateur/modification-infos-comp',
    summary: 'Modifie ses informations complémentaires',
    roles: NOT_RECRUITER,
    owner: ownBody('id'),
    account: accountBody('id'),
    body: updateInfosCompSchema,
    ...updated,
  }),
  updateLinks: endpoint({
    method: 'PUT',
    path: '/api/utilisateur/modification-liens',
    summary: 'Modifie ses liens de réseaux sociaux',
    description: 'Les six liens sont des adresses http(s) ; un lien vide est effacé.',
    roles: LOGGED_IN,
    owner: ownBody('id'),
    account: accountBody('id'),
    body: updateLinksSchema,
    ...updated,
  }),
  updateExternalVideo: endpoint({
    method: 'PUT',
    path: '/api/utilisateur/modification-video-externe',
    summary: 'Modifie sa vidéo externe',
    description: 'Adresse YouTube, Vimeo ou Dailymotion uniquement ; vide pour retirer la vidéo.',
    roles: LOGGED_IN,
    owner: ownBody('id'),
    account: accountBody('id'),
    body: updateExternalVideoSchema,
    ...updated,
  }),
};

// Profile files (SPEC §7 Media): avatar, CV, certifications and presentation video, and reading them back. The id
// names a user, a project or a note depending on the kind, so the service checks ownership.
import { z } from 'zod';
import {
  mediaDeleteParamsSchema,
  mediaFileParamsSchema,
  mediaUploadParamsSchema,
  profileDocumentsSchema,
} from '../schemas/media';
import { profileSchema } from '../schemas/profiles';
import { LOGGED_IN } from './access';
import { endpoint } from './endpoint';
import { recordId } from './params';

export const mediaEndpoints = {
  upload: endpoint({
    method: 'POST',
    path: '/api/media/{id}/{type}',
    summary: 'Dépose un fichier (avatar, CV, certification, vidéo, image, note)',
    description:
      'Un seul fichier (champ `file`). AVATAR : JPEG, PNG ou WebP ≤ 5 Mo, réencodé en WebP 512 px sans métadonnées ; ' +
      'CV : PDF ≤ 10 Mo ; CERTIFICATION : PDF ou image ≤ 10 Mo (ajoutée à la liste) ; VIDEOPRESENTATION : MP4 ou ' +
      'WebM ≤ 100 Mo. Le type est lu dans le contenu. Seul le titulaire, ou un ADMIN, peut déposer. Répond le profil.',
    roles: LOGGED_IN,
    params: mediaUploadParamsSchema,
    multipart: true,
    responses: { 200: profileSchema },
    errors: [400, 401, 403, 404, 413, 415],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/media/{id}/{filename}/{type}',
    summary: 'Supprime un fichier',
    description:
      '`filename` est le chemin du fichier tel que l’API le donne (encodé), ou son dernier segment. ' +
      'Seul le titulaire, ou un ADMIN, peut supprimer.',
    roles: LOGGED_IN,
    params: mediaDeleteParamsSchema,
    responses: { 200: profileSchema },
    errors: [400, 401, 403, 404],
  }),
  documents: endpoint({
    method: 'GET',
    path: '/api/media/{id}/documents',
    summary: 'Nom, taille et date du CV et des certifications d’un profil (titulaire, personnel et recruteurs)',
    description:
      'Le CV et les certifications d’un profil tels que leur bloc les montre : nom du fichier envoyé, taille en ' +
      'octets et date de dépôt. Titulaire, personnel et recruteurs, comme pour les télécharger.',
    roles: LOGGED_IN,
    params: z.object({ id: recordId }),
    responses: { 200: profileDocumentsSchema },
    errors: [400, 401, 403, 404],
  }),
  file: endpoint({
    method: 'GET',
    path: '/api/media/fichier/{filename}',
    summary: 'Lit un fichier de profil (droits vérifiés par le service selon le type et la visibilité)',
    description:
      'Lit un fichier de profil. CV et certifications : titulaire, personnel et recruteurs ; photo et vidéo : ' +
      'quiconque peut voir le profil (anonymes compris si le profil est visible). Jeton bearer facultatif. ' +
      'Avec un stockage S3 et S3_LINK_SECONDS, CV et certifications répondent 302 vers un lien temporaire.',
    params: mediaFileParamsSchema,
    responses: { 200: z.any() },
    file: true,
    errors: [401, 403, 404],
  }),
};

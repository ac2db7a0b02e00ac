// Portfolio (SPEC §7 Projects) plus the image calls the portfolio screens need. Public reads show a project only
// when its owner's profile is visible (or to the owner and staff); images are served to all then, or on a signed
// address.
import { z } from 'zod';
import { countSchema } from '../errors';
import {
  PORTFOLIO_MAX_PAGE_SIZE,
  PROJECT_IMAGE_LIMITS,
  projectCreateSchema,
  projectImagesOrderSchema,
  projectPageSchema,
  projectSchema,
  projectTagSchema,
  projectUpdateSchema,
} from '../schemas/portfolio';
import { CANDIDATE_SIDE, LOGGED_IN, ownParam } from './access';
import { endpoint } from './endpoint';
import { pageIndex, recordId, searchSegment } from './params';

const SEARCH_DOC =
  'Recherche facultative : mots (séparés par des espaces) cherchés dans le titre, la description et les outils, ' +
  'sans tenir compte des majuscules ni des accents ; tous les mots doivent être présents.';

const byId = z.object({ id: recordId });
const byOwner = z.object({ userId: recordId });

const PUBLIC_DOC =
  'Accessible sans connexion quand le profil du propriétaire est visible ; sinon seuls le propriétaire et ' +
  'l’équipe (avec leur jeton) le voient, les autres reçoivent 404. Les adresses des images sont signées ' +
  'pour une à deux heures.';

/** The signature a project answer puts on the address of an image of a hidden profile. */
const imageQuery = z.object({
  exp: z.coerce.number().int().optional().describe('Expiration de la signature (ms depuis 1970)'),
  sig: z.string().max(100).optional().describe('Signature donnée par les réponses de projet'),
});

const imageDoc = (what: string) =>
  `${what} (WebP). Servie à tous quand le profil du propriétaire est visible, sinon seulement avec une ` +
  'adresse signée reçue dans un projet ; 404 sinon, et après suppression.';

export const portfolioEndpoints = {
  page: endpoint({
    method: 'GET',
    path: '/api/projet/utilisateur/{userId}/{page}/{size}/{search?}',
    summary: 'Projets d’un utilisateur, paginés',
    description:
      'Projets d’un utilisateur, du plus récent au plus ancien (date du projet, puis création). ' +
      'Les trois segments sont : a = page (à partir de 0), b = taille de page, c = recherche (facultative, ' +
      'la route existe sans elle). Visible par tous les connectés si le profil est visible, sinon par son ' +
      'propriétaire et l’équipe seulement (404 pour les autres).',
    roles: LOGGED_IN,
    params: z.object({
      userId: recordId.describe('Identifiant du propriétaire du portfolio'),
      page: pageIndex.describe('Segment a : numéro de page, à partir de 0'),
      size: z.coerce
        .number()
        .int()
        .min(1)
        .max(PORTFOLIO_MAX_PAGE_SIZE)
        .describe(`Segment b : nombre de projets par page (1 à ${PORTFOLIO_MAX_PAGE_SIZE})`),
      search: searchSegment(200).describe(`Segment c, facultatif : ${SEARCH_DOC}`),
    }),
    responses: { 200: projectPageSchema },
    errors: [400, 401, 403, 404],
  }),
  count: endpoint({
    method: 'GET',
    path: '/api/projet/utilisateur/{userId}/count/{search?}',
    summary: 'Nombre de projets d’un utilisateur',
    description:
      'Nombre de projets d’un utilisateur ; le segment x est la même recherche que le segment c de la liste ' +
      'paginée (facultatif). Mêmes règles de visibilité que la liste.',
    roles: LOGGED_IN,
    params: z.object({
      userId: recordId,
      search: searchSegment(200).describe(`Segment x, facultatif : ${SEARCH_DOC}`),
    }),
    responses: { 200: countSchema },
    errors: [400, 401, 403, 404],
  }),
  all: endpoint({
    method: 'GET',
    path: '/api/projet/utilisateur/{userId}',
    summary: 'Tous les projets d’un utilisateur',
    description: 'Tous les projets d’un utilisateur, du plus récent au plus ancien, sans pagination.',
    roles: LOGGED_IN,
    params: byOwner,
    responses: { 200: projectPageSchema },
    errors: [400, 401, 403, 404],
  }),
  ownerTags: endpoint({
    method: 'GET',
    path: '/api/projet/utilisateur/{userId}/competences',
    summary: 'Compétences du profil proposées dans le formulaire de projet',
    description: 'Les compétences du profil (ses tags) qu’un projet peut montrer (champ tagsId).',
    roles: CANDIDATE_SIDE,
    owner: ownParam('userId'),
    params: byOwner,
    responses: { 200: z.array(projectTagSchema) },
    errors: [400, 401, 403],
  }),
  bySlug: endpoint({
    method: 'GET',
    path: '/api/projet/slug/{slug}',
    summary: 'Un projet par son slug',
    description: `Un projet par son adresse partageable. ${PUBLIC_DOC}`,
    params: z.object({ slug: z.string().min(1).max(200) }),
    responses: { 200: projectSchema },
    errors: [400, 404],
  }),
  byId: endpoint({
    method: 'GET',
    path: '/api/projet/{id}',
    summary: 'Un projet par son identifiant',
    description: `Un projet par son identifiant. ${PUBLIC_DOC}`,
    params: byId,
    responses: { 200: projectSchema },
    errors: [400, 404],
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/projet/utilisateur/{userId}',
    summary: 'Ajoute un projet au portfolio',
    description:
      'Crée un projet. Le slug est toujours fabriqué par le serveur à partir du titre (accents retirés), ' +
      'suivi de -2, -3… s’il est déjà pris ; un slug ou une version envoyés sont ignorés. Les tagsId ' +
      'doivent être des compétences du profil.',
    roles: CANDIDATE_SIDE,
    owner: ownParam('userId'),
    params: byOwner,
    body: projectCreateSchema,
    responses: { 201: projectSchema },
    errors: [400, 401, 403, 404],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/projet/utilisateur/{userId}',
    summary: 'Modifie un projet du portfolio',
    description:
      'Modifie un projet du propriétaire userId. `version` est un verrou optimiste : une version périmée ' +
      'reçoit 409 et rien ne change. Le slug reste celui de la création (les liens partagés continuent de ' +
      'fonctionner) ; `files` et `utilisateurId` sont ignorés (les images ont leurs propres appels).',
    roles: CANDIDATE_SIDE,
    owner: ownParam('userId'),
    params: byOwner,
    body: projectUpdateSchema,
    responses: { 200: projectSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/projet/{id}',
    summary: 'Supprime un projet (propriétaire vérifié par le service)',
    description: 'Supprime un projet avec ses images (lignes et fichiers). Propriétaire ou équipe seulement.',
    roles: CANDIDATE_SIDE,
    params: byId,
    responses: { 204: z.null() },
    errors: [400, 401, 403, 404],
  }),
  addImages: endpoint({
    method: 'POST',
    path: '/api/projet/{id}/images',
    summary: 'Dépose des images dans un projet (multipart, propriétaire vérifié par le service)',
    description:
      `Dépose une à ${PROJECT_IMAGE_LIMITS.maxFilesPerUpload} images (multipart/form-data, un champ fichier ` +
      `par image, nom de champ libre, ${PROJECT_IMAGE_LIMITS.maxBytes / 1024 / 1024} Mo au plus chacune). ` +
      'Le type est lu dans le contenu : JPEG, PNG, WebP, GIF ou AVIF. Chaque image est réencodée en WebP ' +
      `(${PROJECT_IMAGE_LIMITS.maxSide} px au plus, métadonnées EXIF retirées) avec une miniature de ` +
      `${PROJECT_IMAGE_LIMITS.thumbnailSide} px. Tout ou rien : un fichier refusé n’enregistre aucune image. ` +
      'La première image d’un projet qui n’en a pas devient sa couverture.',
    roles: CANDIDATE_SIDE,
    params: byId,
    multipart: true,
    responses: { 201: projectSchema },
    errors: [400, 401, 403, 404, 413],
  }),
  reorderImages: endpoint({
    method: 'PUT',
    path: '/api/projet/{id}/images',
    summary: 'Réordonne les images d’un projet et choisit la couverture',
    description:
      'Réordonne les images : `ordre` liste tous les identifiants d’images du projet dans le nouvel ordre ; ' +
      '`couverture` choisit l’image de couverture (la première si absent). Une liste qui ne correspond plus ' +
      'aux images du projet reçoit 409.',
    roles: CANDIDATE_SIDE,
    params: byId,
    body: projectImagesOrderSchema,
    responses: { 200: projectSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  removeImage: endpoint({
    method: 'DELETE',
    path: '/api/projet/{id}/images/{imageId}',
    summary: 'Retire une image d’un projet',
    description: 'Retire une image (ligne et fichiers) ; la couverture passe à la première image restante.',
    roles: CANDIDATE_SIDE,
    params: z.object({ id: recordId, imageId: recordId }),
    responses: { 200: projectSchema },
    errors: [400, 401, 403, 404],
  }),
  image: endpoint({
    method: 'GET',
    path: '/api/projet/image/{imageId}',
    summary: 'Une image de projet',
    description: imageDoc('Une image de projet'),
    params: z.object({ imageId: recordId }),
    query: imageQuery,
    responses: {},
    file: true,
    errors: [],
  }),
  thumbnail: endpoint({
    method: 'GET',
    path: '/api/projet/image/{imageId}/miniature',
    summary: 'La miniature d’une image de projet',
    description: imageDoc('La miniature d’une image de projet'),
    params: z.object({ imageId: recordId }),
    query: imageQuery,
    responses: {},
    file: true,
    errors: [],
  }),
};

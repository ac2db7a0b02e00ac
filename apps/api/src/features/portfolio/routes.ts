// Portfolio calls (SPEC §7 Projects) plus the image calls the portfolio screens need; rules live in the service.
import multipart from '@fastify/multipart';
import {
  countSchema,
  PORTFOLIO_MAX_PAGE_SIZE,
  PORTFOLIO_MESSAGES,
  PROJECT_IMAGE_LIMITS,
  projectCreateSchema,
  projectImagesOrderSchema,
  projectPageSchema,
  projectSchema,
  projectTagSchema,
  projectUpdateSchema,
} from '@tremplin/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, HttpError } from '../../lib/http-errors';
import { errors, id, withSearch } from '../../lib/route-schemas';
import { displayName, type EncodedImage, encodeProjectImage } from './images';
import { createPortfolioService, type Viewer } from './service';

const TAGS = ['projets'];

const SEARCH_DOC =
  'Recherche facultative : mots (séparés par des espaces) cherchés dans le titre, la description et les outils, ' +
  'sans tenir compte des majuscules ni des accents ; tous les mots doivent être présents.';

export const portfolioRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPortfolioService(app);
  await app.register(multipart, {
    limits: {
      fileSize: PROJECT_IMAGE_LIMITS.maxBytes,
      files: PROJECT_IMAGE_LIMITS.maxFilesPerUpload,
      fields: 5,
      parts: PROJECT_IMAGE_LIMITS.maxFilesPerUpload + 5,
    },
  });

  /** On public routes a bearer token is optional: when valid it lets the owner and staff see hidden profiles. */
  const viewerOf = (request: FastifyRequest): Promise<Viewer | null> => app.optionalUser(request);
  const signedIn = (request: FastifyRequest): Viewer => request.user;

  const pageParams = z.object({
    userId: id.describe('Identifiant du propriétaire du portfolio'),
    page: z.coerce.number().int().min(0).describe('Segment a : numéro de page, à partir de 0'),
    size: z.coerce
      .number()
      .int()
      .min(1)
      .max(PORTFOLIO_MAX_PAGE_SIZE)
      .describe(`Segment b : nombre de projets par page (1 à ${PORTFOLIO_MAX_PAGE_SIZE})`),
    search: z.string().max(200).optional().describe(`Segment c, facultatif : ${SEARCH_DOC}`),
  });
  const pageSchema = {
    tags: TAGS,
    description:
      'Projets d’un utilisateur, du plus récent au plus ancien (date du projet, puis création). ' +
      'Les trois segments sont : a = page (à partir de 0), b = taille de page, c = recherche (facultative, ' +
      'la route existe sans elle). Visible par tous les connectés si le profil est visible, sinon par son ' +
      'propriétaire et l’équipe seulement (404 pour les autres).',
    params: pageParams,
    response: { 200: projectPageSchema, ...errors(400, 401, 403, 404) },
  };
  const pageHandler = async (request: FastifyRequest<{ Params: z.infer<typeof pageParams> }>) => {
    const { userId, page, size, search } = request.params;
    return service.page(signedIn(request), userId, page, size, search);
  };
  for (const url of withSearch('/api/projet/utilisateur/:userId/:page/:size'))
    app.get(url, { schema: pageSchema }, pageHandler);

  const countParams = z.object({
    userId: id,
    search: z.string().max(200).optional().describe(`Segment x, facultatif : ${SEARCH_DOC}`),
  });
  const countRoute = {
    schema: {
      tags: TAGS,
      description:
        'Nombre de projets d’un utilisateur ; le segment x est la même recherche que le segment c de la liste ' +
        'paginée (facultatif). Mêmes règles de visibilité que la liste.',
      params: countParams,
      response: { 200: countSchema, ...errors(400, 401, 403, 404) },
    },
  };
  const countHandler = async (request: FastifyRequest<{ Params: z.infer<typeof countParams> }>) =>
    service.count(signedIn(request), request.params.userId, request.params.search);
  for (const url of withSearch('/api/projet/utilisateur/:userId/count')) app.get(url, countRoute, countHandler);

  app.get(
    '/api/projet/utilisateur/:userId',
    {
      schema: {
        tags: TAGS,
        description: 'Tous les projets d’un utilisateur, du plus récent au plus ancien, sans pagination.',
        params: z.object({ userId: id }),
        response: { 200: projectPageSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => service.all(signedIn(request), request.params.userId),
  );

  app.get(
    '/api/projet/utilisateur/:userId/competences',
    {
      schema: {
        tags: TAGS,
        description: 'Les compétences du profil (ses tags) qu’un projet peut montrer (champ tagsId).',
        params: z.object({ userId: id }),
        response: { 200: z.array(projectTagSchema), ...errors(400, 401, 403) },
      },
    },
    async (request) => service.ownerTags(request.params.userId),
  );

  const publicDescription =
    'Accessible sans connexion quand le profil du propriétaire est visible ; sinon seuls le propriétaire et ' +
    'l’équipe (avec leur jeton) le voient, les autres reçoivent 404. Les adresses des images sont signées ' +
    'pour une à deux heures.';
  app.get(
    '/api/projet/slug/:slug',
    {
      schema: {
        tags: TAGS,
        description: `Un projet par son adresse partageable. ${publicDescription}`,
        params: z.object({ slug: z.string().min(1).max(200) }),
        response: { 200: projectSchema, ...errors(400, 404) },
      },
    },
    async (request) => service.bySlug(await viewerOf(request), request.params.slug),
  );

  app.get(
    '/api/projet/:id',
    {
      schema: {
        tags: TAGS,
        description: `Un projet par son identifiant. ${publicDescription}`,
        params: z.object({ id }),
        response: { 200: projectSchema, ...errors(400, 404) },
      },
    },
    async (request) => service.byId(await viewerOf(request), request.params.id),
  );

  app.post(
    '/api/projet/utilisateur/:userId',
    {
      schema: {
        tags: TAGS,
        description:
          'Crée un projet. Le slug est toujours fabriqué par le serveur à partir du titre (accents retirés), ' +
          'suivi de -2, -3… s’il est déjà pris ; un slug ou une version envoyés sont ignorés. Les tagsId ' +
          'doivent être des compétences du profil.',
        params: z.object({ userId: id }),
        body: projectCreateSchema,
        response: { 201: projectSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.params.userId, request.body)),
  );

  app.put(
    '/api/projet/utilisateur/:userId',
    {
      schema: {
        tags: TAGS,
        description:
          'Modifie un projet du propriétaire userId. `version` est un verrou optimiste : une version périmée ' +
          'reçoit 409 et rien ne change. Le slug reste celui de la création (les liens partagés continuent de ' +
          'fonctionner) ; `files` et `utilisateurId` sont ignorés (les images ont leurs propres appels).',
        params: z.object({ userId: id }),
        body: projectUpdateSchema,
        response: { 200: projectSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.update(request.params.userId, request.body),
  );

  app.delete(
    '/api/projet/:id',
    {
      schema: {
        tags: TAGS,
        description: 'Supprime un projet avec ses images (lignes et fichiers). Propriétaire ou équipe seulement.',
        params: z.object({ id }),
        response: { 204: z.null(), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.remove(signedIn(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/projet/:id/images',
    {
      schema: {
        tags: TAGS,
        consumes: ['multipart/form-data'],
        description:
          `Dépose une à ${PROJECT_IMAGE_LIMITS.maxFilesPerUpload} images (multipart/form-data, un champ fichier ` +
          `par image, nom de champ libre, ${PROJECT_IMAGE_LIMITS.maxBytes / 1024 / 1024} Mo au plus chacune). ` +
          'Le type est lu dans le contenu : JPEG, PNG, WebP, GIF ou AVIF. Chaque image est réencodée en WebP ' +
          `(${PROJECT_IMAGE_LIMITS.maxSide} px au plus, métadonnées EXIF retirées) avec une miniature de ` +
          `${PROJECT_IMAGE_LIMITS.thumbnailSide} px. Tout ou rien : un fichier refusé n’enregistre aucune image. ` +
          'La première image d’un projet qui n’en a pas devient sa couverture.',
        params: z.object({ id }),
        response: { 201: projectSchema, ...errors(400, 401, 403, 404, 413) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(PORTFOLIO_MESSAGES.noFile);
      const encoded: EncodedImage[] = [];
      try {
        for await (const part of request.files()) {
          const name = displayName(part.filename);
          let content: Buffer;
          try {
            content = await part.toBuffer();
          } catch (err) {
            if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
              throw new HttpError(413, PORTFOLIO_MESSAGES.imageTooLarge(name));
            }
            throw err;
          }
          encoded.push(await encodeProjectImage(name, content));
        }
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_FILES_LIMIT') throw badRequest(PORTFOLIO_MESSAGES.tooManyFiles);
        throw err;
      }
      return reply.status(201).send(await service.addImages(signedIn(request), request.params.id, encoded));
    },
  );

  app.put(
    '/api/projet/:id/images',
    {
      schema: {
        tags: TAGS,
        description:
          'Réordonne les images : `ordre` liste tous les identifiants d’images du projet dans le nouvel ordre ; ' +
          '`couverture` choisit l’image de couverture (la première si absent). Une liste qui ne correspond plus ' +
          'aux images du projet reçoit 409.',
        params: z.object({ id }),
        body: projectImagesOrderSchema,
        response: { 200: projectSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.reorderImages(signedIn(request), request.params.id, request.body),
  );

  app.delete(
    '/api/projet/:id/images/:imageId',
    {
      schema: {
        tags: TAGS,
        description: 'Retire une image (ligne et fichiers) ; la couverture passe à la première image restante.',
        params: z.object({ id, imageId: id }),
        response: { 200: projectSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => service.removeImage(signedIn(request), request.params.id, request.params.imageId),
  );

  const imageQuery = z.object({
    exp: z.coerce.number().int().optional().describe('Expiration de la signature (ms depuis 1970)'),
    sig: z.string().max(100).optional().describe('Signature donnée par les réponses de projet'),
  });
  const imageSchema = (what: string) => ({
    tags: TAGS,
    description:
      `${what} (WebP). Servie à tous quand le profil du propriétaire est visible, sinon seulement avec une ` +
      'adresse signée reçue dans un projet ; 404 sinon, et après suppression.',
    params: z.object({ imageId: id }),
    querystring: imageQuery,
    produces: ['image/webp'],
  });
  const serveImage =
    (variant: 'image' | 'miniature') =>
    async (
      request: FastifyRequest<{ Params: { imageId: number }; Querystring: z.infer<typeof imageQuery> }>,
      reply: import('fastify').FastifyReply,
    ) => {
      const file = await service.imageFile(request.params.imageId, variant, request.query);
      reply.header('Content-Type', file.mime);
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Cache-Control', file.visible ? 'public, max-age=300' : 'private, max-age=300');
      return reply.send(file.stream);
    };
  app.get('/api/projet/image/:imageId', { schema: imageSchema('Une image de projet') }, serveImage('image'));
  app.get(
    '/api/projet/image/:imageId/miniature',
    { schema: imageSchema('La miniature d’une image de projet') },
    serveImage('miniature'),
  );
};

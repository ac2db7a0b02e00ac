// Portfolio calls (SPEC §7 Projects) plus the image calls the portfolio screens need, as declared in
// packages/shared/src/contract/portfolio.ts; rules live in the service.
import multipart from '@fastify/multipart';
import { portfolioEndpoints as endpoints, PORTFOLIO_MESSAGES, PROJECT_IMAGE_LIMITS } from '@tremplin/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { endpointServer } from '../../lib/endpoint-route';
import { badRequest, HttpError } from '../../lib/http-errors';
import { displayName, type EncodedImage, encodeProjectImage } from './images';
import { createPortfolioService, type Viewer } from './service';

export const portfolioRoutes: FastifyPluginAsync = async (app) => {
  const service = createPortfolioService(app);
  await app.register(multipart, {
    limits: {
      fileSize: PROJECT_IMAGE_LIMITS.maxBytes,
      files: PROJECT_IMAGE_LIMITS.maxFilesPerUpload,
      fields: 5,
      parts: PROJECT_IMAGE_LIMITS.maxFilesPerUpload + 5,
    },
  });
  const serve = endpointServer(app, 'projets');

  /** On public routes a bearer token is optional: when valid it lets the owner and staff see hidden profiles. */
  const viewerOf = (request: FastifyRequest): Promise<Viewer | null> => app.optionalUser(request);
  const signedIn = (request: FastifyRequest): Viewer => request.user;

  serve(endpoints.page, async (request) => {
    const { userId, page, size, search } = request.params;
    return service.page(signedIn(request), userId, page, size, search);
  });

  serve(endpoints.count, async (request) =>
    service.count(signedIn(request), request.params.userId, request.params.search),
  );

  serve(endpoints.all, async (request) => service.all(signedIn(request), request.params.userId));

  serve(endpoints.ownerTags, async (request) => service.ownerTags(request.params.userId));

  serve(endpoints.bySlug, async (request) => service.bySlug(await viewerOf(request), request.params.slug));

  serve(endpoints.byId, async (request) => service.byId(await viewerOf(request), request.params.id));

  serve(endpoints.create, async (request, reply) =>
    reply.status(201).send(await service.create(request.params.userId, request.body)),
  );

  serve(endpoints.update, async (request) => service.update(request.params.userId, request.body));

  serve(endpoints.remove, async (request, reply) => {
    await service.remove(signedIn(request), request.params.id);
    return reply.status(204).send(null);
  });

  serve(endpoints.addImages, async (request, reply) => {
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
  });

  serve(endpoints.reorderImages, async (request) =>
    service.reorderImages(signedIn(request), request.params.id, request.body),
  );

  serve(endpoints.removeImage, async (request) =>
    service.removeImage(signedIn(request), request.params.id, request.params.imageId),
  );

  const sendImage = async (
    variant: 'image' | 'miniature',
    request: { params: { imageId: number }; query: { exp?: number; sig?: string } },
    reply: FastifyReply,
  ) => {
    const file = await service.imageFile(request.params.imageId, variant, request.query);
    reply.header('Content-Type', file.mime);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Cache-Control', file.visible ? 'public, max-age=300' : 'private, max-age=300');
    return reply.send(file.stream);
  };
  const webp = { schema: { produces: ['image/webp'] } };
  serve(endpoints.image, (request, reply) => sendImage('image', request, reply), webp);
  serve(endpoints.thumbnail, (request, reply) => sendImage('miniature', request, reply), webp);
};

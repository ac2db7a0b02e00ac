// Serves the built web app; unknown non-API pages get index.html with a 404 status, API paths keep Fastify's 404.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { matchRoute } from '@tremplin/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const API_PREFIXES = ['/api/', '/auth/', '/profile/'];

export const webAppPlugin = fp(async (app: FastifyInstance) => {
  const dist = app.config.webDist;
  const indexFile = path.join(dist, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      index: false,
      wildcard: false,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  } else {
    app.log.warn({ dist }, 'web app not built: only the API is served');
  }
  const indexHtml = hasWeb ? readFileSync(indexFile, 'utf8') : '';

  const sendIndex = (reply: FastifyReply, status: number) =>
    reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);

  if (hasWeb) app.get('/', { schema: { hide: true } }, (_req, reply) => sendIndex(reply, 200));

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      hasWeb &&
      request.method === 'GET' &&
      !API_PREFIXES.some((p) => pathname.startsWith(p)) &&
      (request.headers.accept ?? '').includes('text/html');
    if (isPage) return sendIndex(reply, matchRoute(pathname) ? 200 : 404);
    return reply.status(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `Route ${request.method}:${request.url} not found`,
    });
  });
});

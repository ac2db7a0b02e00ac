// Binds a handler to its declaration in packages/shared (docs/decisions/0022): the declaration gives the path, the
// schemas Fastify validates and serialises with, and who may call it (plugins/authorization reads it from the
// route's config); the feature gives only what runs.
import {
  apiErrorSchema,
  type EndpointBody,
  type EndpointDeclaration,
  type EndpointParams,
  type EndpointQuery,
  routePaths,
} from '@tremplin/shared';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration this route serves (set by `serve`). */
    endpoint?: EndpointDeclaration;
  }
}

type Answer<E extends EndpointDeclaration> =
  | (E['file'] extends true ? unknown : never)
  | (E['responses'][200] extends z.ZodType ? z.input<E['responses'][200]> : never)
  | (E['responses'][201] extends z.ZodType ? z.input<E['responses'][201]> : never)
  | (E['responses'][202] extends z.ZodType ? z.input<E['responses'][202]> : never)
  | FastifyReply
  | undefined;

export type EndpointRequest<E extends EndpointDeclaration> = FastifyRequest<{
  Params: EndpointParams<E>;
  Querystring: EndpointQuery<E>;
  Body: EndpointBody<E>;
}>;

export type EndpointHandler<E extends EndpointDeclaration> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Answer<E> | Promise<Answer<E>>;

export interface ServeOptions {
  config?: Omit<FastifyContextConfig, 'endpoint'>;
  onRequest?: onRequestHookHandler;
  /** One hook or several, run in order (e.g. an attempt limit, then the bot check). */
  preHandler?: RouteShorthandOptions['preHandler'];
  /** Extra OpenAPI details of the route (e.g. `consumes` for a multipart body, `produces` for a CSV answer). */
  schema?: {
    consumes?: string[];
    produces?: string[];
    /** Answers besides the declared ones, for the document (e.g. a 302 to a signed link). */
    response?: Record<number, z.ZodType>;
  };
}

/** The route-binding function of one feature, its routes grouped under `tag` in the OpenAPI document. */
export function endpointServer(app: FastifyInstance, tag: string) {
  return function serve<E extends EndpointDeclaration>(
    declaration: E,
    handler: EndpointHandler<E>,
    options: ServeOptions = {},
  ): void {
    const response: Record<number, unknown> = { ...declaration.responses, ...options.schema?.response };
    for (const code of declaration.errors) response[code] = apiErrorSchema;
    for (const url of routePaths(declaration.path))
      app.route({
        method: declaration.method,
        url,
        config: { ...options.config, endpoint: declaration },
        ...(options.onRequest ? { onRequest: options.onRequest } : {}),
        ...(options.preHandler ? { preHandler: options.preHandler } : {}),
        schema: {
          tags: [tag],
          ...(declaration.description ? { description: declaration.description } : {}),
          ...(declaration.multipart ? { consumes: ['multipart/form-data'] } : {}),
          ...options.schema,
          ...(declaration.params ? { params: declaration.params } : {}),
          ...(declaration.query ? { querystring: declaration.query } : {}),
          ...(declaration.body ? { body: declaration.body } : {}),
          // A redirect declares no answer: the document then shows Fastify's default one, as before.
          ...(Object.keys(response).length ? { response } : {}),
        },
        handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => unknown,
      });
  };
}

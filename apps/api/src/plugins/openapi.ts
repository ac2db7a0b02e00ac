// OpenAPI description generated from the zod route schemas, browsable at /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { tidyOpenapiDocument } from './openapi-document';

export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${app.config.productName} API`,
        description:
          'API de la plateforme. Les pages sont numérotées à partir de 0 ; un segment {search} peut être omis.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (generated) =>
      tidyOpenapiDocument((generated as { openapiObject: OpenAPIV3.Document }).openapiObject, app.config.publicUrl),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
});

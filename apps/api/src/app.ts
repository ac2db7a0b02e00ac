// Composes the API: plugins for cross-cutting concerns, then one route plugin per feature.
import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { features } from './features';
import { searchResultCachePlugin } from './features/search/result-cache';
import { authenticationPlugin } from './plugins/authentication';
import { authorizationPlugin } from './plugins/authorization';
import { captchaPlugin } from './plugins/captcha';
import { databasePlugin } from './plugins/database';
import { errorHandlerPlugin } from './plugins/error-handler';
import { mailerPlugin } from './plugins/mailer';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { realtimePlugin } from './plugins/realtime';
import { securityPlugin } from './plugins/security';
import { storagePlugin } from './plugins/storage';
import { webAppPlugin } from './plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildOptions {
  database: DatabaseHandle;
  /** Whether closing the app closes the database too (tests share theirs). */
  closeDatabase?: boolean;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(config: Config, options: BuildOptions) {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    logController: new LogController({ disableRequestLogging: config.logLevel === 'silent' }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin);
  await app.register(databasePlugin, { handle: options.database, closeWithApp: options.closeDatabase ?? true });
  await app.register(openapiPlugin);
  await app.register(storagePlugin);
  await app.register(rateLimitsPlugin);
  await app.register(captchaPlugin);
  await app.register(mailerPlugin);
  await app.register(searchResultCachePlugin);
  await app.register(authenticationPlugin);
  // Every route registered after this is checked against the shared endpoint permission table.
  await app.register(authorizationPlugin);
  await app.register(realtimePlugin);
  for (const feature of features) await app.register(feature);
  await app.register(webAppPlugin);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

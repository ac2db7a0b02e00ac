// Composes the API: plugins for cross-cutting concerns, then one route plugin per feature.
import type { Writable } from 'node:stream';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { features } from './features';
import { agendaPlugin } from './features/jobs/agenda';
import { createLogger, type LogTap } from './lib/logger';
import { lazyChildLogger, RequestLog } from './lib/request-log';
import { accessJournalPlugin } from './plugins/access-journal';
import { authenticationPlugin } from './plugins/authentication';
import { authorizationPlugin } from './plugins/authorization';
import { captchaPlugin } from './plugins/captcha';
import { clockPlugin } from './plugins/clock';
import { compressionPlugin } from './plugins/compression';
import { databasePlugin } from './plugins/database';
import { errorHandlerPlugin } from './plugins/error-handler';
import { clientErrorHandler, frameworkErrors, hostileInputPlugin } from './plugins/hostile-input';
import { jobsPlugin } from './plugins/jobs';
import { lifecyclePlugin } from './plugins/lifecycle';
import { mailerPlugin } from './plugins/mailer';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { realtimePlugin } from './plugins/realtime';
import { securityPlugin } from './plugins/security';
import { signInThrottlePlugin } from './plugins/sign-in-throttle';
import { staffActivityPlugin } from './plugins/staff-activity';
import { storagePlugin } from './plugins/storage';
import { webAppPlugin } from './plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The last log lines of this process and each new one, for the admin console; absent without a logger. */
    logTap: LogTap | undefined;
  }
}

export interface BuildOptions {
  database: DatabaseHandle;
  /** Whether closing the app closes the database too (tests share theirs). */
  closeDatabase?: boolean;
  /** false: no log at all (tests). */
  logger?: false;
  /** Where log lines go besides the console's tap (default: standard output). */
  logDestination?: Writable;
}

export async function buildApp(config: Config, options: BuildOptions) {
  const logging =
    options.logger === false || config.logLevel === 'silent'
      ? undefined
      : createLogger(config.logLevel, options.logDestination);
  const app = Fastify({
    ...(logging ? { loggerInstance: logging.logger, childLoggerFactory: lazyChildLogger } : { logger: false }),
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    logController: new RequestLog({ disableRequestLogging: config.logLevel === 'silent' }),
    frameworkErrors,
    clientErrorHandler,
    // Requests arriving during the close are served (the drain asked clients to go first), never an English 503.
    return503OnClosing: false,
    // SPEC §7 writes some lists with a trailing slash (`GET prospect/`): the same route, not an empty `{id}`.
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('logTap', logging?.tap);

  await app.register(errorHandlerPlugin);
  await app.register(clockPlugin);
  await app.register(hostileInputPlugin);
  await app.register(lifecyclePlugin);
  await app.register(securityPlugin);
  await app.register(compressionPlugin);
  await app.register(databasePlugin, { handle: options.database, closeWithApp: options.closeDatabase ?? true });
  await app.register(openapiPlugin);
  await app.register(storagePlugin);
  await app.register(rateLimitsPlugin);
  await app.register(signInThrottlePlugin);
  await app.register(captchaPlugin);
  await app.register(jobsPlugin);
  await app.register(mailerPlugin);
  await app.register(agendaPlugin);
  await app.register(authenticationPlugin);
  // Every route registered after this must have a declaration in the shared contract, whose access is enforced.
  await app.register(authorizationPlugin);
  // Routes declared with `config.journal` are journaled when staff read someone else's data.
  await app.register(accessJournalPlugin);
  // Routes declared with `config.staffActivity` restart the retention of the people whose file staff worked on.
  await app.register(staffActivityPlugin);
  await app.register(realtimePlugin);
  for (const feature of features) await app.register(feature);
  await app.register(webAppPlugin);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

// Graceful shutdown: on SIGTERM readiness answers 503 at once (the load balancer stops sending new clients), the
// server keeps serving for SHUTDOWN_DRAIN_MS while every answer asks its client to close the connection, so no one
// is left holding an idle keep-alive connection that the close would reset; then the server closes.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the start of a shutdown: readiness answers 503. */
    readonly draining: boolean;
    /** Drains for the configured delay, then closes the app. */
    shutdown(): Promise<void>;
  }
}

export const lifecyclePlugin = fp(
  async (app: FastifyInstance) => {
    let draining = false;
    let closing: Promise<void> | undefined;
    app.decorate('draining', { getter: () => draining });
    app.addHook('onRequest', (_request, reply, done) => {
      if (draining) reply.header('connection', 'close');
      done();
    });
    app.decorate('shutdown', () => {
      draining = true;
      closing ??= new Promise<void>((resolve) => setTimeout(resolve, app.config.shutdownDrainMs)).then(() =>
        app.close(),
      );
      return closing;
    });
  },
  { name: 'lifecycle' },
);

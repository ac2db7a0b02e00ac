// Makes the database handle available as app.db / app.database and closes it with the app.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

export const databasePlugin = fp<{ handle: DatabaseHandle; closeWithApp: boolean }>(
  async (app: FastifyInstance, { handle, closeWithApp }) => {
    app.decorate('database', handle);
    app.decorate('db', handle.db);
    if (closeWithApp) app.addHook('onClose', async () => handle.close());
  },
);

// Opens the database: PGlite under DATA_DIR by default, a PostgreSQL server when a URL is given.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { API_ROOT } from '../lib/paths';
import { listenWithReconnect } from './listener';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export const MIGRATIONS_FOLDER = path.join(API_ROOT, 'drizzle');

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** Runs the drizzle-kit migrations not applied yet. */
  migrate(): Promise<void>;
  /**
   * Subscribes to a LISTEN channel; answers the unsubscribe function. `onResume` runs after the connection was cut
   * and listens again: notifications sent meanwhile are lost.
   */
  listen(channel: string, onMessage: (payload: string) => void, onResume?: () => void): Promise<() => Promise<void>>;
  /**
   * Runs a statement of a hot path whose text is always the same (only its values change): a PostgreSQL server parses
   * and plans it once per connection instead of at every run, which nearly doubles how many a connection answers.
   */
  prepared<R>(query: SQL): Promise<R[]>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { url: string; poolSize?: number }
  | { dataDir?: string; loadDataDir?: Blob }
  | { pglite: PGlite };

export const PGLITE_EXTENSIONS = { unaccent, pg_trgm, btree_gin };

const dialect = new PgDialect();
/** Statements prepared on each connection, at most. */
const MAX_PREPARED = 100;

/** Connections the API keeps to a PostgreSQL server. */
export const DEFAULT_POOL_SIZE = 20;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('url' in options) return openPostgres(options.url, options.poolSize ?? DEFAULT_POOL_SIZE);
  let client: PGlite;
  if ('pglite' in options) {
    client = options.pglite;
  } else {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      extensions: PGLITE_EXTENSIONS,
    });
  }
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    async listen(channel, onMessage) {
      const unsubscribe = await client.listen(channel, onMessage);
      return async () => unsubscribe();
    },
    async prepared<R>(query: SQL) {
      const { sql: text, params } = dialect.sqlToQuery(query);
      return (await client.query<R>(text, params)).rows;
    },
    close: () => client.close(),
  };
}

/** Key of the session-level advisory lock held while migrations run (any number, the same in every process). */
const MIGRATION_LOCK = 7_357_340_2026;

/**
 * Several API processes starting at once would each apply the pending migrations and collide on the first CREATE;
 * the first takes an advisory lock, the others wait for it and then find nothing left to apply.
 */
async function migrateLocked(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePostgres(drizzlePostgres({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    // Ending the session releases the lock too, even when the unlock itself cannot be sent.
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await client.end();
  }
}

async function openPostgres(url: string, max: number): Promise<DatabaseHandle> {
  // A server that does not answer fails the request after 5 s (503) rather than holding it.
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000 });
  // An idle connection the server ends (restart, DROP DATABASE … FORCE) must not crash the process:
  // the pool drops it and opens a new one on next use, and any query that needed it reports its own error.
  pool.on('error', () => {});
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
  const unlisteners: Array<() => Promise<void>> = [];
  const statementNames = new Map<string, string>();
  return {
    kind: 'postgres',
    db,
    migrate: () => migrateLocked(url),
    async listen(channel, onMessage, onResume) {
      const unlisten = await listenWithReconnect(url, channel, { onMessage, onResume });
      unlisteners.push(unlisten);
      return unlisten;
    },
    async prepared<R>(query: SQL) {
      const { sql: text, params } = dialect.sqlToQuery(query);
      let name = statementNames.get(text);
      // A few texts are expected; past that many, a caller builds texts that vary, and they are not kept.
      if (!name && statementNames.size < MAX_PREPARED) {
        name = `tremplin_${statementNames.size + 1}`;
        statementNames.set(text, name);
      }
      return (await pool.query({ name, text, values: params })).rows as R[];
    },
    async close() {
      await Promise.allSettled(unlisteners.map((unlisten) => unlisten()));
      await pool.end();
    },
  };
}

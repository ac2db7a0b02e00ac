// What a bench suite declares: how to fill the database, and each call beside what it is measured against.
import type pg from 'pg';
import type { DatabaseHandle } from '../../src/db/client';
import type { createHttpClient } from './http-client';

export type HttpClient = ReturnType<typeof createHttpClient>;

/** Volumes set on the command line (`--profiles`, `--messages`). */
export interface BenchVolumes {
  profiles: number;
  messages: number;
  applications: number;
}

/** What an SQL reference asks of its database: pg's pool answers it, and so does a PGlite. */
export interface SqlClient {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export interface BenchContext {
  databaseUrl: string;
  pool: pg.Pool;
  /**
   * The suite's database for SQL references: `pool` on PostgreSQL; with `--database pglite`, a PGlite of the bench's
   * own on a copy of the server's data folder (PGlite lets one process open a folder).
   */
  sql: SqlClient;
  http: HttpClient;
  /**
   * A bare Fastify server (bench/bare-server.ts): the reference for calls without database work; it also runs
   * statements a suite registers (POST /sql { name: text }, then GET /sql/name?v=value,value).
   */
  bare: HttpClient;
  volumes: BenchVolumes;
  /** An access token for this account, signed as the server signs them (no password check, no session). */
  /** A signed access token; `generation` is the account's `session_generation`, which the server checks. */
  accessToken(id: number, role: string, generation: number): string;
  /** The API server's process id (its memory can be read under /proc). */
  serverPid: number;
  /** The server's address, for calls the HTTP client does not make (multipart, streamed answers). */
  baseUrl: string;
  /** Signs a demo or seeded account in and answers its access token and id. */
  login(email: string, password?: string): Promise<{ token: string; id: number }>;
}

export interface BenchCase {
  name: string;
  /** How many distinct requests the workload walks through, in order, before any comes again. */
  distinct: number;
  /** What the API is measured against: the same SQL through the driver, or the same handler on a bare Fastify. */
  reference: 'sql' | 'bare';
  /** p95 limit at 10 connections, in milliseconds, where the issue sets one. */
  p95LimitMs?: number;
  /** The least share of the reference's throughput the API must reach at 100 connections, where one is set. */
  minThroughputShare?: number;
  /**
   * The API's throughput at 100 connections must be no lower than at 10 (measured before and after it) by more than
   * the two measures at 10 differ from each other.
   */
  noLowerAt100?: boolean;
  /** The `i`-th request of the workload (the suite takes it modulo `distinct`). */
  http(i: number): Promise<unknown>;
  /** The same work done by the reference. */
  ref(i: number): Promise<unknown>;
  /**
   * The reference SQL asked over HTTP of the bare Fastify, measured at 100 connections: what HTTP alone adds to it,
   * for calls whose SQL answers faster than any HTTP route can.
   */
  overHttp?(i: number): Promise<unknown>;
}

/** What the cases of a suite that also runs on PGlite get: no PostgreSQL server, the database through `sql` alone. */
export type SqlBenchContext = Omit<BenchContext, 'databaseUrl' | 'pool'>;

export interface BenchSuite {
  name: string;
  /** The part of the database name that depends on the volumes, so each volume keeps its own database. */
  databaseSuffix?(volumes: BenchVolumes): string;
  /** Settings the API server of this suite runs with, beside the bench's own. */
  serverEnv?: Record<string, string>;
  /** Fills the database when it lacks this suite's volume; runs before the server starts. */
  prepare(databaseUrl: string, pool: pg.Pool, volumes: BenchVolumes): Promise<void>;
  cases(ctx: BenchContext): Promise<BenchCase[]>;
  /** One-off measures printed beside their limit (not load runs); answers how many targets were missed. */
  measure?(ctx: BenchContext): Promise<number>;
  /**
   * How the suite runs on PGlite (`--database pglite`), where the server uses its embedded database under DATA_DIR as
   * `npm start` does: `prepare` fills it (`dataDir` is the server's DATA_DIR), and the cases read it through `sql`.
   */
  pglite?: {
    prepare(database: DatabaseHandle, volumes: BenchVolumes, dataDir: string): Promise<void>;
    cases(ctx: SqlBenchContext): Promise<BenchCase[]>;
  };
}

/** A fixed-seed shuffle (mulberry32), so every run walks the same requests in the same order. */
export function shuffled<T>(items: readonly T[], seed = 15): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

// What a bench suite declares: how to fill the database, and each call beside the SQL it stands for.
import type pg from 'pg';
import type { createHttpClient } from './http-client';

export type HttpClient = ReturnType<typeof createHttpClient>;

export interface BenchContext {
  databaseUrl: string;
  pool: pg.Pool;
  http: HttpClient;
  /** Signs a demo or seeded account in and answers its access token and id. */
  login(email: string, password?: string): Promise<{ token: string; id: number }>;
}

export interface BenchCase {
  name: string;
  /** p95 limit at 10 connections, in milliseconds, where the issue sets one. */
  p95LimitMs?: number;
  /** The least share of the driver's throughput the API must reach at 100 connections, where the issue sets one. */
  minThroughputShare?: number;
  /** One API call; `i` varies the parameters from one iteration to the next. */
  http(i: number): Promise<unknown>;
  /** The same work straight through the driver. */
  sql(i: number): Promise<unknown>;
}

export interface BenchSuite {
  name: string;
  /** Fills the database when it lacks this suite's volume; runs before the server starts. */
  prepare(databaseUrl: string, pool: pg.Pool): Promise<void>;
  cases(ctx: BenchContext): Promise<BenchCase[]>;
}

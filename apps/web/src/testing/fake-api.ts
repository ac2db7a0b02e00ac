// A small local HTTP server standing in for the API: screens make their real requests, a test decides the answers
// and reads what was asked.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { configureApiClient } from '@/lib/api-client';

/** Answers one request; returning `false` means "not mine", and the fallback answers instead. */
export type FakeApiHandler = (req: IncomingMessage, body: string, res: ServerResponse) => unknown;

export type SeenRequest = { method?: string; url?: string; body: string };

export type FakeApiOptions<T> = {
  /** Answers what the test's handler leaves; by default an empty 200. */
  fallback?: FakeApiHandler;
  /** What `seen` keeps of each request; by default its method, raw URL and body. */
  record?: (req: IncomingMessage, body: string) => T;
};

export type FakeApi<T> = {
  /** The test's own answers; back to "not mine" after each test. */
  handler: FakeApiHandler;
  /** Requests received during the current test, oldest first. */
  readonly seen: T[];
  /** Where the server listens, once started. */
  readonly baseUrl: string;
};

/** Writes `payload` as a JSON answer; returns true so a handler can `return json(...)` to claim a request. */
export const json = (res: ServerResponse, status: number, payload: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(payload));
  return true;
};

/** A deletion's answer: 204 and no body. */
export const noContent = (res: ServerResponse) => {
  res.writeHead(204);
  res.end();
  return true;
};

const notMine: FakeApiHandler = () => false;
const emptyAnswer: FakeApiHandler = (_req, _body, res) => res.end();
const recordRequest = (req: IncomingMessage, body: string): SeenRequest => ({ method: req.method, url: req.url, body });

/**
 * Starts the server for the enclosing test file (or describe) and points the API client at it; call at the top
 * level, as it registers its own hooks.
 */
export function setupFakeApi<T = SeenRequest>(options: FakeApiOptions<T> = {}): FakeApi<T> {
  const fallback = options.fallback ?? emptyAnswer;
  const record = options.record ?? (recordRequest as unknown as (req: IncomingMessage, body: string) => T);
  let server: Server;
  const api = { handler: notMine, seen: [] as T[], baseUrl: '' };

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        api.seen.push(record(req, body));
        if (api.handler(req, body, res) === false) fallback(req, body, res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    api.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    configureApiClient({ baseUrl: api.baseUrl });
  });

  afterAll(async () => {
    configureApiClient({ baseUrl: '' });
    await new Promise((resolve) => server.close(resolve));
  });

  afterEach(() => {
    api.seen.length = 0;
    api.handler = notMine;
  });

  return api;
}

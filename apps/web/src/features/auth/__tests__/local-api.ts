// A small local HTTP server standing in for the API in this feature's component tests.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { configureApiClient } from '@/lib/api-client';

export type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
export interface SeenCall {
  method?: string;
  url?: string;
  authorization?: string;
  body: string;
}

export const json = (res: ServerResponse, status: number, payload: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(payload));
};

/** Starts the server for the file's tests; `handle` sets how it answers, `seen` lists the calls it got. */
export function startLocalApi() {
  let server: Server;
  const state = {
    handler: ((_req, _body, res) => json(res, 404, { message: 'introuvable' })) as Handler,
    seen: [] as SeenCall[],
  };
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        state.seen.push({ method: req.method, url: req.url, authorization: req.headers.authorization, body });
        state.handler(req, body, res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    configureApiClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  });
  afterAll(async () => {
    configureApiClient({ baseUrl: '' });
    await new Promise((resolve) => server.close(resolve));
  });
  afterEach(() => {
    state.seen.length = 0;
  });
  return {
    handle: (handler: Handler) => {
      state.handler = handler;
    },
    seen: state.seen,
  };
}

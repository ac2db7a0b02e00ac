// A small local HTTP server standing in for the API in this feature's component tests.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { json, setupFakeApi } from '@/testing/fake-api';

export type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
export interface SeenCall {
  method?: string;
  url?: string;
  authorization?: string;
  body: string;
}

export { json };

/** Answers the calls every sign-in page makes (no bot check, LinkedIn off); false for any other address. */
export const noBotCheck = (url: string | undefined, res: ServerResponse): boolean => {
  if (url === '/api/captcha/challenge') json(res, 200, { provider: 'none' });
  else if (url === '/auth/linkedin/statut') json(res, 200, { configured: false });
  else return false;
  return true;
};

/** Starts the server for the file's tests; `handle` sets how it answers, `seen` lists the calls it got. */
export function startLocalApi() {
  const api = setupFakeApi<SeenCall>({
    record: (req, body) => ({ method: req.method, url: req.url, authorization: req.headers.authorization, body }),
    fallback: (_req, _body, res) => json(res, 404, { message: 'introuvable' }),
  });
  return {
    handle: (handler: Handler) => {
      api.handler = handler;
    },
    seen: api.seen,
  };
}

// Answers hostile or broken requests with short French errors, never a 500 nor an echo of what was sent: a NUL
// character anywhere in the address, parameters or JSON body (PostgreSQL cannot store it in text), a malformed or
// over-long address, over-large headers and requests the HTTP parser cannot read.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { INPUT_MESSAGES } from '@tremplin/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const PLACES = {
  params: 'l’adresse',
  query: 'les paramètres',
  body: 'le corps',
} as const;

/** The path of the first string holding a NUL character (keys included), or null. */
function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\0') ? path : null;
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], `${path}[${i}]`, depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  // Only what JSON and the query parser build: never walk a Buffer or a stream byte by byte.
  if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return null;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (key.includes('\0')) return path || '(nom de champ)';
    const found = findNul(child, childPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

const answer = (reply: FastifyReply, statusCode: number, message: string) =>
  reply.status(statusCode).send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message });

/** Fastify's `frameworkErrors`: errors met before routing (bad percent-encoding, over-long parameter). */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return answer(reply, 414, INPUT_MESSAGES.urlTooLong);
  return answer(reply, 400, INPUT_MESSAGES.badUrl);
}

/** Fastify's `clientErrorHandler`: what the HTTP parser refuses, answered in French before closing. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const [statusCode, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, INPUT_MESSAGES.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, INPUT_MESSAGES.requestTimeout]
        : [400, INPUT_MESSAGES.unreadable];
  const body = JSON.stringify({ statusCode, error: STATUS_CODES[statusCode], message });
  socket.end(
    `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\nConnection: close\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

export const hostileInputPlugin = fp(
  async (app: FastifyInstance) => {
    // Callback style: a request without a NUL, nearly every one, settles no promise here.
    app.addHook('preValidation', (request, reply, done) => {
      for (const part of ['params', 'query', 'body'] as const) {
        const field = findNul(request[part], '');
        // Answered here: done is not called, so the request goes no further.
        if (field !== null) return void answer(reply, 400, INPUT_MESSAGES.nulCharacter(PLACES[part], field));
      }
      done();
    });
  },
  { name: 'hostile-input' },
);

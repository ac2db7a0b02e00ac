// One error handler: every failure answers { statusCode, error, message } with a French message.

import { STATUS_CODES } from 'node:http';
import { MESSAGES } from '@tremplin/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDatabaseUnavailable } from '../lib/db-errors';
import { HttpError } from '../lib/http-errors';

/** Seconds a client is asked to wait when the database is unreachable. */
const RETRY_AFTER_SECONDS = 5;

// zod's own messages (a wrong type, a missing field, an unknown option) in French, for every schema of the process.
z.config(z.locales.fr());

const PLACES: Record<string, string> = {
  body: 'le corps',
  querystring: 'les paramètres',
  params: 'l’adresse',
  headers: 'les en-têtes',
};

function describeValidation(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const parts = error.validation.map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const message =
        (issue.params as { issue?: { message?: string } })?.issue?.message ?? issue.message ?? 'valeur invalide';
      return field ? `${field} : ${message}` : message;
    });
    return `Données invalides dans ${PLACES[error.validationContext ?? 'body'] ?? 'la requête'} — ${parts.join(' ; ')}`;
  }
  // Fastify's own validation errors are in English: only the French summary goes out.
  return MESSAGES.validation;
}

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let statusCode = error.statusCode ?? 500;
    let message: string;
    if (error instanceof HttpError) {
      message = error.message;
    } else if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      statusCode = 400;
      message = describeValidation(error);
    } else if (isResponseSerializationError(error)) {
      statusCode = 500;
      message = MESSAGES.genericError;
      request.log.error({ err: error }, 'réponse non conforme à son schéma');
    } else if (statusCode === 429) {
      message = MESSAGES.tooManyRequests;
    } else if (statusCode === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      message = 'Le fichier ou la requête est trop volumineux.';
    } else if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      message = 'Type de contenu non pris en charge.';
    } else if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      message = 'Le corps de la requête n’est pas un JSON valide.';
    } else if (isDatabaseUnavailable(error)) {
      statusCode = 503;
      message = MESSAGES.serviceUnavailable;
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      request.log.warn({ err: error }, 'base de données indisponible');
    } else if (statusCode >= 500) {
      request.log.error({ err: error }, 'erreur non traitée');
      message = MESSAGES.genericError;
    } else {
      message = error.message || MESSAGES.genericError;
    }
    if (statusCode < 400 || statusCode > 599) statusCode = 500;
    reply.status(statusCode).send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message });
  });
});

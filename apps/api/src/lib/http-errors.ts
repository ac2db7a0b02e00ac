// Errors a service throws to answer a given HTTP status with a French message.
import { MESSAGES } from '@tremplin/shared';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string = MESSAGES.validation) => new HttpError(400, message);
export const unauthorized = (message: string = MESSAGES.unauthenticated) => new HttpError(401, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string = MESSAGES.conflict) => new HttpError(409, message);
export const tooManyRequests = (message: string = MESSAGES.tooManyRequests) => new HttpError(429, message);

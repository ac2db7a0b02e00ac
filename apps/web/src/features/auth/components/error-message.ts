// The French text of a failed call (the API's message), or a fallback for anything else.
import { MESSAGES } from '@tremplin/shared';
import { ApiClientError } from '@/lib/api-client';

export const errorMessage = (error: unknown): string =>
  error instanceof ApiClientError || error instanceof Error
    ? error.message || MESSAGES.genericError
    : MESSAGES.genericError;

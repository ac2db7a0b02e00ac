// POST /auth/confirmation: an empty body, the token of the e-mailed link as bearer.
import { api } from '@/lib/api-client';

export const confirmAccount = (token: string) =>
  api.post<{ message: string }>('/auth/confirmation', undefined, {
    bearer: token,
    silent: true,
    handleUnauthorized: false,
  });

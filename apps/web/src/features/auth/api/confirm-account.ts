// Confirms an account: an empty body, the token of the e-mailed link as bearer.
import { authEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';

export const confirmAccount = (token: string) =>
  call(authEndpoints.confirm, { body: undefined }, { bearer: token, silent: true, handleUnauthorized: false });

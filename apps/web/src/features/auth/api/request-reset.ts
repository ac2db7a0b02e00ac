// Asks for a reset link; the answer is the same whether the address has an account or not. A plain call: the form
// follows its own submission.
import { authEndpoints, type ResetRequest } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';

export const requestReset = (input: ResetRequest) =>
  call(authEndpoints.requestReset, { body: input }, { auth: false, silent: true });

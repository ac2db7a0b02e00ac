// POST /motdepasse: asks for a reset link; the answer is the same whether the address has an account or not. A plain
// call: the form follows its own submission.
import type { ResetRequest } from '@tremplin/shared';
import { api } from '@/lib/api-client';

export const requestReset = (input: ResetRequest) =>
  api.post<{ message: string }>('/motdepasse', input, { auth: false, silent: true });

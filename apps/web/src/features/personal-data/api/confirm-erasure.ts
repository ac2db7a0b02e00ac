// POST /api/effacement/confirmation: the e-mailed link erases the account at once.
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const confirmErasure = (token: string) =>
  api.post<{ message: string }>(
    '/api/effacement/confirmation',
    { token },
    { auth: false, silent: true, handleUnauthorized: false },
  );

export const useConfirmErasure = () => useMutation({ mutationFn: confirmErasure });

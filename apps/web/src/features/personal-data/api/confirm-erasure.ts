// The e-mailed link erases the account at once.
import { useMutation } from '@tanstack/react-query';
import { personalDataEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';

export const confirmErasure = (token: string) =>
  call(
    personalDataEndpoints.confirmErasure,
    { body: { token } },
    { auth: false, silent: true, handleUnauthorized: false },
  );

export const useConfirmErasure = () => useMutation({ mutationFn: confirmErasure });

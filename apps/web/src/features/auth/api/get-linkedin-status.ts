// GET /auth/linkedin/statut: whether 'Continuer avec LinkedIn' can be offered (the server has it configured).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getLinkedinStatus = () =>
  api.get<{ configured: boolean }>('/auth/linkedin/statut', { auth: false, loading: false, silent: true });

export const useLinkedinStatus = () =>
  useQuery(
    queryOptions({
      queryKey: ['auth', 'linkedin-status'],
      queryFn: getLinkedinStatus,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );

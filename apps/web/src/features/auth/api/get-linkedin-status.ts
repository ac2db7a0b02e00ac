// Whether 'Continuer avec LinkedIn' can be offered (the server has it configured).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';

export const getLinkedinStatus = () =>
  call(authEndpoints.linkedinStatus, {}, { auth: false, loading: false, silent: true });

export const useLinkedinStatus = () =>
  useQuery(
    queryOptions({
      queryKey: ['auth', 'linkedin-status'],
      queryFn: getLinkedinStatus,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );

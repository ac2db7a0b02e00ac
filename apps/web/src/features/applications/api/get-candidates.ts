// GET candidature/candidats/{page}/{size}[/{search}]: candidates staff can add an application to.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CandidateOption } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { applicationKeys } from './keys';

export function getCandidates(search: string) {
  const tail = search.trim() ? `/${encodeURIComponent(search.trim())}` : '';
  return api.get<{ items: CandidateOption[]; totalElements: number }>(`/api/candidature/candidats/0/50${tail}`, {
    loading: false,
  });
}

export const useCandidates = (search: string) =>
  useQuery({
    queryKey: applicationKeys.candidates(search.trim()),
    queryFn: () => getCandidates(search),
    placeholderData: keepPreviousData,
  });

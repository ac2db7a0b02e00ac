// GET candidature/candidats/0/20[/{search}]: candidates a staff member may schedule an interview with.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CandidateOption } from '@tremplin/shared';
import { api } from '@/lib/api-client';

export const useCandidateOptions = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: ['interviews', 'candidates', search.trim()],
    queryFn: () =>
      api.get<{ items: CandidateOption[]; totalElements: number }>(
        `/api/candidature/candidats/0/20${search.trim() ? `/${encodeURIComponent(search.trim())}` : ''}`,
        { loading: false },
      ),
    placeholderData: keepPreviousData,
    enabled,
  });

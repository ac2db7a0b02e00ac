// GET candidature/candidats/0/20[/{search}]: candidates staff may invite.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CandidateOption } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { jobDatingKeys } from './keys';

export const useCandidateOptions = (search: string) =>
  useQuery({
    queryKey: jobDatingKeys.candidates(search.trim()),
    queryFn: () =>
      api.get<{ items: CandidateOption[]; totalElements: number }>(
        `/api/candidature/candidats/0/20${search.trim() ? `/${encodeURIComponent(search.trim())}` : ''}`,
        { loading: false },
      ),
    placeholderData: keepPreviousData,
  });

// GET candidature/candidats/0/{size}[/{search}]: the candidates staff pick from (for an interview, an invitation,
// an application added to several), kept under the asking feature's query root so that its changes refresh them.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CandidateOption } from '@tremplin/shared';
import { api } from './api-client';

export const useCandidateOptions = (root: string, search: string, size: number) =>
  useQuery({
    queryKey: [root, 'candidates', search.trim()],
    queryFn: () =>
      api.get<{ items: CandidateOption[]; totalElements: number }>(
        `/api/candidature/candidats/0/${size}${search.trim() ? `/${encodeURIComponent(search.trim())}` : ''}`,
        { loading: false },
      ),
    placeholderData: keepPreviousData,
  });

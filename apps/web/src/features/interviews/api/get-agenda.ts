// GET entretien/agenda/{aujourdhui|a-venir|passes}/{page}/{size}[?conseiller=]: the staff agenda, one tab a page.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AgendaEntry, AgendaPeriod } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { interviewKeys } from './keys';

export const useAgenda = (periode: AgendaPeriod, page: number, size: number, conseiller: number | null) =>
  useQuery({
    queryKey: interviewKeys.agenda(periode, page, conseiller),
    queryFn: () =>
      api.get<{ items: AgendaEntry[]; totalElements: number }>(
        `/api/entretien/agenda/${periode}/${page}/${size}${conseiller ? `?conseiller=${conseiller}` : ''}`,
      ),
    placeholderData: keepPreviousData,
  });

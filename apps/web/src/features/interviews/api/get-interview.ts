// GET entretien/{id}.
import { useQuery } from '@tanstack/react-query';
import type { Interview } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { interviewKeys } from './keys';

/** `enabled: false` while the interview is being deleted: its screen must not fetch it again (and read 404). */
export const useInterview = (id: number, enabled = true) =>
  useQuery({
    queryKey: interviewKeys.details(id),
    queryFn: () => api.get<Interview>(`/api/entretien/${id}`),
    enabled,
  });

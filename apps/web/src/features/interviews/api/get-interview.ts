// GET entretien/{id}.
import { useQuery } from '@tanstack/react-query';
import type { Interview } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { interviewKeys } from './keys';

export const useInterview = (id: number) =>
  useQuery({ queryKey: interviewKeys.details(id), queryFn: () => api.get<Interview>(`/api/entretien/${id}`) });

// GET entretien/{id}: the interview a call is about (its parties' names and its time window).
import { useQuery } from '@tanstack/react-query';
import type { Interview } from '@tremplin/shared';
import { api } from '@/lib/api-client';

export const useCallInterview = (id: number) =>
  useQuery({ queryKey: ['rtc', 'interview', id], queryFn: () => api.get<Interview>(`/api/entretien/${id}`) });

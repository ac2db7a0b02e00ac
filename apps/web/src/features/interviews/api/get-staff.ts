// GET entretien/personnel: staff members one may choose to lead an interview.
import { useQuery } from '@tanstack/react-query';
import type { StaffOption } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { interviewKeys } from './keys';

export const useStaffOptions = () =>
  useQuery({
    queryKey: interviewKeys.staff,
    queryFn: () => api.get<StaffOption[]>('/api/entretien/personnel', { loading: false }),
    staleTime: 5 * 60_000,
  });

// GET entretien/utilisateur/{uid}/{a-venir|passes}/{page}/{size}: a person's interviews, upcoming or past.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Interview, InterviewPeriod } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { interviewKeys } from './keys';

export const useInterviews = (uid: number, periode: InterviewPeriod, page: number, size: number) =>
  useQuery({
    queryKey: interviewKeys.list(uid, periode, page),
    queryFn: () =>
      api.get<{ items: Interview[]; totalElements: number }>(
        `/api/entretien/utilisateur/${uid}/${periode}/${page}/${size}`,
      ),
    placeholderData: keepPreviousData,
  });

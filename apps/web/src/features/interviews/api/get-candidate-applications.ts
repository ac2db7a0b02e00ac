// GET candidature/utilisateur/{uid}: the candidate's applications an interview may be tied to.
import { useQuery } from '@tanstack/react-query';
import type { ApplicationSummary } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { interviewKeys } from './keys';

export const useCandidateApplications = (uid: number) =>
  useQuery({
    queryKey: interviewKeys.applications(uid),
    queryFn: () => api.get<ApplicationSummary[]>(`/api/candidature/utilisateur/${uid}`, { loading: false }),
  });

// The candidate's applications an interview may be tied to.
import { useQuery } from '@tanstack/react-query';
import { applicationsEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { interviewKeys } from './keys';

export const useCandidateApplications = (uid: number) =>
  useQuery({
    queryKey: interviewKeys.applications(uid),
    queryFn: () => call(applicationsEndpoints.all, { params: { uid } }, { loading: false }),
  });

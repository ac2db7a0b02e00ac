// Every application of a candidate, for the board by status.
import { useQuery } from '@tanstack/react-query';
import { applicationsEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { applicationKeys } from './keys';

export const getAllApplications = (uid: number) => call(applicationsEndpoints.all, { params: { uid } });

export const useAllApplications = (uid: number, enabled = true) =>
  useQuery({ queryKey: applicationKeys.board(uid), queryFn: () => getAllApplications(uid), enabled });

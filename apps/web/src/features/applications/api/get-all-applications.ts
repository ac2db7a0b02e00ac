// GET candidature/utilisateur/{uid}: every application of a candidate, for the board by status.
import { useQuery } from '@tanstack/react-query';
import type { ApplicationSummary } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { applicationKeys } from './keys';

export const getAllApplications = (uid: number) => api.get<ApplicationSummary[]>(`/api/candidature/utilisateur/${uid}`);

export const useAllApplications = (uid: number, enabled = true) =>
  useQuery({ queryKey: applicationKeys.board(uid), queryFn: () => getAllApplications(uid), enabled });

// One page of a candidate's applications, searched and filtered by status.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApplicationStatus, applicationsEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { applicationKeys } from './keys';

export function getApplications(uid: number, page: number, size: number, search = '', statut?: ApplicationStatus) {
  return call(applicationsEndpoints.page, { params: { uid, page, size, search: search.trim() }, query: { statut } });
}

export const useApplications = (uid: number, page: number, size: number, search = '', statut?: ApplicationStatus) =>
  useQuery({
    queryKey: applicationKeys.page(uid, page, size, search.trim(), statut ?? ''),
    queryFn: () => getApplications(uid, page, size, search, statut),
    placeholderData: keepPreviousData,
  });

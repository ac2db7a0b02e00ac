// GET candidature/utilisateur/{uid}/{page}/{size}[/{search}]?statut=: one page of a candidate's applications.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApplicationStatus, ApplicationSummary } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { applicationKeys } from './keys';

export interface ApplicationPage {
  items: ApplicationSummary[];
  totalElements: number;
}

export function getApplications(uid: number, page: number, size: number, search = '', statut?: ApplicationStatus) {
  const tail = search.trim() ? `/${encodeURIComponent(search.trim())}` : '';
  return api.get<ApplicationPage>(`/api/candidature/utilisateur/${uid}/${page}/${size}${tail}`, {
    query: { statut },
  });
}

export const useApplications = (uid: number, page: number, size: number, search = '', statut?: ApplicationStatus) =>
  useQuery({
    queryKey: applicationKeys.page(uid, page, size, search.trim(), statut ?? ''),
    queryFn: () => getApplications(uid, page, size, search, statut),
    placeholderData: keepPreviousData,
  });

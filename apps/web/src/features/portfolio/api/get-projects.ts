// GET projet/utilisateur/{userId}/{page}/{size}[/{search}]: one page of a portfolio, newest first.

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectPage } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { portfolioKeys } from './keys';

export function getProjects(userId: number, page: number, size: number, search = ''): Promise<ProjectPage> {
  const tail = search.trim() ? `/${encodeURIComponent(search.trim())}` : '';
  return api.get<ProjectPage>(`/api/projet/utilisateur/${userId}/${page}/${size}${tail}`);
}

export const projectsQueryOptions = (userId: number, page: number, size: number, search = '') =>
  queryOptions({
    queryKey: portfolioKeys.list(userId, page, size, search.trim()),
    queryFn: () => getProjects(userId, page, size, search),
    placeholderData: keepPreviousData,
  });

export const useProjects = (userId: number, page: number, size: number, search = '') =>
  useQuery(projectsQueryOptions(userId, page, size, search));

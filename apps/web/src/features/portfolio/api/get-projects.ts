// GET projet/utilisateur/{userId}/{page}/{size}[/{search}]: one page of a portfolio, newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectPage } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { portfolioKeys } from './keys';

interface Options {
  /** No toast on failure: the caller says it in place (a hidden portfolio on a profile page). */
  silent?: boolean;
}

export function getProjects(userId: number, page: number, size: number, search = '', options: Options = {}) {
  const tail = search.trim() ? `/${encodeURIComponent(search.trim())}` : '';
  return api.get<ProjectPage>(`/api/projet/utilisateur/${userId}/${page}/${size}${tail}`, options);
}

export const projectsQueryOptions = (userId: number, page: number, size: number, search = '', options: Options = {}) =>
  queryOptions({
    queryKey: portfolioKeys.list(userId, page, size, search.trim()),
    queryFn: () => getProjects(userId, page, size, search, options),
    placeholderData: keepPreviousData,
  });

export const useProjects = (userId: number, page: number, size: number, search = '', options: Options = {}) =>
  useQuery(projectsQueryOptions(userId, page, size, search, options));

// One page of a portfolio, newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { portfolioEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { portfolioKeys } from './keys';

interface Options {
  /** No toast on failure: the caller says it in place (a hidden portfolio on a profile page). */
  silent?: boolean;
}

export const getProjects = (userId: number, page: number, size: number, search = '', options: Options = {}) =>
  call(portfolioEndpoints.page, { params: { userId, page, size, search: search.trim() } }, options);

export const projectsQueryOptions = (userId: number, page: number, size: number, search = '', options: Options = {}) =>
  queryOptions({
    queryKey: portfolioKeys.list(userId, page, size, search.trim()),
    queryFn: () => getProjects(userId, page, size, search, options),
    placeholderData: keepPreviousData,
  });

export const useProjects = (userId: number, page: number, size: number, search = '', options: Options = {}) =>
  useQuery(projectsQueryOptions(userId, page, size, search, options));

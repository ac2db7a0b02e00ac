// One project with its tags and ordered images.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { portfolioEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { portfolioKeys } from './keys';

export const getProject = (id: number, options?: { silent?: boolean }) =>
  call(portfolioEndpoints.byId, { params: { id } }, options);

export const projectQueryOptions = (id: number) =>
  queryOptions({ queryKey: portfolioKeys.project(id), queryFn: () => getProject(id) });

/** `enabled: false` while the project is being deleted: its screen must not fetch it again (and read 404). */
export const useProject = (id: number, enabled = true) => useQuery({ ...projectQueryOptions(id), enabled });

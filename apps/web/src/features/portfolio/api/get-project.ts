// GET projet/{id}: one project with its tags and ordered images.

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Project } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { portfolioKeys } from './keys';

export const getProject = (id: number, options?: { silent?: boolean }) =>
  api.get<Project>(`/api/projet/${id}`, options);

export const projectQueryOptions = (id: number) =>
  queryOptions({ queryKey: portfolioKeys.project(id), queryFn: () => getProject(id) });

export const useProject = (id: number) => useQuery(projectQueryOptions(id));

// GET projet/slug/{slug}: the shareable address of a project, open to visitors when the profile is visible.

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Project } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { portfolioKeys } from './keys';

export const getProjectBySlug = (slug: string) =>
  api.get<Project>(`/api/projet/slug/${encodeURIComponent(slug)}`, { silent: true });

export const projectBySlugQueryOptions = (slug: string) =>
  queryOptions({ queryKey: portfolioKeys.slug(slug), queryFn: () => getProjectBySlug(slug) });

export const useProjectBySlug = (slug: string) => useQuery(projectBySlugQueryOptions(slug));

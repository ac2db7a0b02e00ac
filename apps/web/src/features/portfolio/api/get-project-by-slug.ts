// A project by its shareable address, open to visitors when the profile is visible.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { portfolioEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { portfolioKeys } from './keys';

export const getProjectBySlug = (slug: string) =>
  call(portfolioEndpoints.bySlug, { params: { slug } }, { silent: true });

export const projectBySlugQueryOptions = (slug: string) =>
  queryOptions({ queryKey: portfolioKeys.slug(slug), queryFn: () => getProjectBySlug(slug) });

export const useProjectBySlug = (slug: string) => useQuery(projectBySlugQueryOptions(slug));

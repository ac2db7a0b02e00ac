// The profile's skills a project may show.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { portfolioEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { portfolioKeys } from './keys';

export const getProjectSkills = (userId: number) =>
  call(portfolioEndpoints.ownerTags, { params: { userId } }, { loading: false });

export const projectSkillsQueryOptions = (userId: number) =>
  queryOptions({ queryKey: portfolioKeys.skills(userId), queryFn: () => getProjectSkills(userId) });

export const useProjectSkills = (userId: number) => useQuery(projectSkillsQueryOptions(userId));

// GET projet/utilisateur/{userId}/competences: the profile's skills a project may show.

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectTag } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { portfolioKeys } from './keys';

export const getProjectSkills = (userId: number) =>
  api.get<ProjectTag[]>(`/api/projet/utilisateur/${userId}/competences`, { loading: false });

export const projectSkillsQueryOptions = (userId: number) =>
  queryOptions({ queryKey: portfolioKeys.skills(userId), queryFn: () => getProjectSkills(userId) });

export const useProjectSkills = (userId: number) => useQuery(projectSkillsQueryOptions(userId));

// Adds a project; the server makes its slug.

import { MESSAGES, type ProjectCreate, portfolioEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { useSavingMutation } from '@/lib/saving-mutation';
import { portfolioKeys } from './keys';

export const createProject = (userId: number, input: ProjectCreate) =>
  call(portfolioEndpoints.create, { params: { userId }, body: input });

export const useCreateProject = (userId: number) =>
  useSavingMutation({
    mutationFn: (input: ProjectCreate) => createProject(userId, input),
    cacheAt: (project) => portfolioKeys.project(project.id),
    invalidate: [portfolioKeys.lists(userId)],
    success: MESSAGES.projectAdded,
  });

// POST projet/utilisateur/{userId}: adds a project; the server makes its slug.

import { MESSAGES, type Project, type ProjectCreate } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { useSavingMutation } from '@/lib/saving-mutation';
import { portfolioKeys } from './keys';

export const createProject = (userId: number, input: ProjectCreate) =>
  api.post<Project>(`/api/projet/utilisateur/${userId}`, input);

export const useCreateProject = (userId: number) =>
  useSavingMutation({
    mutationFn: (input: ProjectCreate) => createProject(userId, input),
    cacheAt: (project) => portfolioKeys.project(project.id),
    invalidate: [portfolioKeys.lists(userId)],
    success: MESSAGES.projectAdded,
  });

// POST projet/utilisateur/{userId}: adds a project; the server makes its slug.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type Project, type ProjectCreate } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { portfolioKeys } from './keys';

export const createProject = (userId: number, input: ProjectCreate) =>
  api.post<Project>(`/api/projet/utilisateur/${userId}`, input);

export function useCreateProject(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectCreate) => createProject(userId, input),
    onSuccess: (project) => {
      queryClient.setQueryData(portfolioKeys.project(project.id), project);
      void queryClient.invalidateQueries({ queryKey: portfolioKeys.lists(userId) });
      notify.success(MESSAGES.projectAdded);
    },
  });
}

// DELETE tags/supression-tags/{id}: removes a skill from a profile.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { skillsKeys } from './keys';

export const deleteTag = (id: number) => api.delete<{ message: string }>(`/api/tags/supression-tags/${id}`);

export function useDeleteTag(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTag,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: skillsKeys.userTags(userId) });
      notify.success(MESSAGES.tagDeleted);
    },
  });
}

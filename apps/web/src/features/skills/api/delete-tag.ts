// Removes a skill from a profile.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, skillsEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { notify } from '@/lib/notifications';
import { skillsKeys } from './keys';

export const deleteTag = (id: number) => call(skillsEndpoints.removeTag, { params: { id } });

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

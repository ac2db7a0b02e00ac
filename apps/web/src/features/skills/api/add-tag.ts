// POST tags/utilisateur/{uid}: adds a skill with a level to a profile.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type Tag, type TagCreate } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { skillsKeys } from './keys';

export const addTag = (userId: number, input: TagCreate) => api.post<Tag>(`/api/tags/utilisateur/${userId}`, input);

export function useAddTag(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TagCreate) => addTag(userId, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: skillsKeys.userTags(userId) });
      notify.success(MESSAGES.tagAdded);
    },
  });
}

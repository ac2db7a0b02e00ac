// Adds a skill with a level to a profile.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, skillsEndpoints, type TagCreate } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { notify } from '@/lib/notifications';
import { skillsKeys } from './keys';

export const addTag = (userId: number, input: TagCreate) =>
  call(skillsEndpoints.addTag, { params: { uid: userId }, body: input });

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

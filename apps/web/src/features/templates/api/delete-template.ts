// DELETE modele-message/{id}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { templateKeys } from './keys';

export const deleteTemplate = (id: number) => api.delete<{ message: string }>(`/api/modele-message/${id}`);

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: templateKeys.all });
      notify.success(MESSAGES.templateDeleted);
    },
  });
}

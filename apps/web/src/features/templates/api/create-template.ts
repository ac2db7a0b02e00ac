// POST modele-message.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type MessageTemplate, type TemplateInput } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { templateKeys } from './keys';

export const createTemplate = (input: TemplateInput) => api.post<MessageTemplate>('/api/modele-message', input);

export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTemplate,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: templateKeys.all });
      notify.success(MESSAGES.templateAdded);
    },
  });
}

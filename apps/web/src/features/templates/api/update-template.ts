// PUT modele-message: a stale version answers 409 and changes nothing.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type MessageTemplate, type TemplateUpdate } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { templateKeys } from './keys';

export const updateTemplate = (input: TemplateUpdate) => api.put<MessageTemplate>('/api/modele-message', input);

export function useUpdateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTemplate,
    onSuccess: (template) => {
      queryClient.setQueryData(templateKeys.one(template.id), template);
      void queryClient.invalidateQueries({ queryKey: [...templateKeys.all, 'page'] });
      notify.success(MESSAGES.templateUpdated);
    },
  });
}

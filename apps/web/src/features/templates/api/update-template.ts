// PUT modele-message: a stale version answers 409 and changes nothing.
import { MESSAGES, type MessageTemplate, type TemplateUpdate } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { useSavingMutation } from '@/lib/saving-mutation';
import { templateKeys } from './keys';

export const updateTemplate = (input: TemplateUpdate) => api.put<MessageTemplate>('/api/modele-message', input);

export const useUpdateTemplate = () =>
  useSavingMutation({
    mutationFn: updateTemplate,
    cacheAt: (template) => templateKeys.one(template.id),
    invalidate: [[...templateKeys.all, 'page']],
    success: MESSAGES.templateUpdated,
  });

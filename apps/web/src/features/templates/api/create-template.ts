// POST modele-message.
import { MESSAGES, type MessageTemplate, type TemplateInput } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { useSavingMutation } from '@/lib/saving-mutation';
import { templateKeys } from './keys';

export const createTemplate = (input: TemplateInput) => api.post<MessageTemplate>('/api/modele-message', input);

export const useCreateTemplate = () =>
  useSavingMutation({ mutationFn: createTemplate, invalidate: [templateKeys.all], success: MESSAGES.templateAdded });

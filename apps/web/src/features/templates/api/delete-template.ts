// DELETE modele-message/{id}.
import { MESSAGES } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { useSavingMutation } from '@/lib/saving-mutation';
import { templateKeys } from './keys';

export const deleteTemplate = (id: number) => api.delete<{ message: string }>(`/api/modele-message/${id}`);

export const useDeleteTemplate = () =>
  useSavingMutation({ mutationFn: deleteTemplate, invalidate: [templateKeys.all], success: MESSAGES.templateDeleted });

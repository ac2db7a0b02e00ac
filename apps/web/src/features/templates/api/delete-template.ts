// Deleting a template.
import { MESSAGES, templatesEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { useSavingMutation } from '@/lib/saving-mutation';
import { templateKeys } from './keys';

export const deleteTemplate = (id: number) => call(templatesEndpoints.remove, { params: { id } });

export const useDeleteTemplate = () =>
  useSavingMutation({ mutationFn: deleteTemplate, invalidate: [templateKeys.all], success: MESSAGES.templateDeleted });

// Creating a template.
import { MESSAGES, type TemplateInput, templatesEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { useSavingMutation } from '@/lib/saving-mutation';
import { templateKeys } from './keys';

export const createTemplate = (input: TemplateInput) => call(templatesEndpoints.create, { body: input });

export const useCreateTemplate = () =>
  useSavingMutation({ mutationFn: createTemplate, invalidate: [templateKeys.all], success: MESSAGES.templateAdded });

// Changing a template: a stale version answers 409 and changes nothing.
import { MESSAGES, type TemplateUpdate, templatesEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { useSavingMutation } from '@/lib/saving-mutation';
import { templateKeys } from './keys';

export const updateTemplate = (input: TemplateUpdate) => call(templatesEndpoints.update, { body: input });

export const useUpdateTemplate = () =>
  useSavingMutation({
    mutationFn: updateTemplate,
    cacheAt: (template) => templateKeys.one(template.id),
    invalidate: [[...templateKeys.all, 'page']],
    success: MESSAGES.templateUpdated,
  });

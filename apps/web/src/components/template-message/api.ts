// Calls behind writing one template to many: the staff's templates, a preview for one recipient, the sending.
import { useMutation, useQuery } from '@tanstack/react-query';
import { type TemplatePreviewInput, type TemplateSendInput, templatesEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';

export const useTemplateOptions = (enabled: boolean) =>
  useQuery({
    queryKey: ['template-message', 'templates'],
    queryFn: () => call(templatesEndpoints.list, { params: { page: 0, size: 100 } }, { loading: false }),
    enabled,
    staleTime: 60_000,
  });

export const useTemplatePreview = () =>
  useMutation({
    mutationFn: (input: TemplatePreviewInput) =>
      call(templatesEndpoints.preview, { body: input }, { silent: true, loading: false }),
  });

export const useSendTemplate = () =>
  useMutation({
    mutationFn: (input: TemplateSendInput) => call(templatesEndpoints.sendToMany, { body: input }),
  });

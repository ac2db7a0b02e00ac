// GET modele-message/{id}.
import { useQuery } from '@tanstack/react-query';
import type { MessageTemplate } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { templateKeys } from './keys';

export const getTemplate = (id: number) => api.get<MessageTemplate>(`/api/modele-message/${id}`, { silent: true });

export const useTemplate = (id: number) =>
  useQuery({ queryKey: templateKeys.one(id), queryFn: () => getTemplate(id), enabled: id > 0, retry: false });

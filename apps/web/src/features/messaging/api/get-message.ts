// GET message/{id}: one message, for its two parties only.
import { useQuery } from '@tanstack/react-query';
import type { Message } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { messagingKeys } from './keys';

export const getMessage = (id: number) => api.get<Message>(`/api/message/${id}`, { silent: true });

export const useMessage = (id: number) =>
  useQuery({ queryKey: messagingKeys.message(id), queryFn: () => getMessage(id), retry: false, enabled: id > 0 });

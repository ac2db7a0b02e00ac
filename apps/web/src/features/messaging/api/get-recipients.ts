// GET message/destinataires?q=: active users to write to, for the recipient picker.
import { useQuery } from '@tanstack/react-query';
import type { Recipient } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { messagingKeys } from './keys';

export const getRecipients = (q: string) =>
  api.get<Recipient[]>('/api/message/destinataires', { query: { q }, loading: false });

export const useRecipients = (q: string) =>
  useQuery({ queryKey: messagingKeys.recipients(q.trim()), queryFn: () => getRecipients(q.trim()), staleTime: 30_000 });

// Active users to write to, for the recipient picker.
import { useQuery } from '@tanstack/react-query';
import { messagingEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { messagingKeys } from './keys';

export const getRecipients = (q: string) => call(messagingEndpoints.recipients, { query: { q } }, { loading: false });

export const useRecipients = (q: string) =>
  useQuery({ queryKey: messagingKeys.recipients(q.trim()), queryFn: () => getRecipients(q.trim()), staleTime: 30_000 });

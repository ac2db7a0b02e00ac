// The unread counter, read when the mailbox opens (the socket keeps it fresh).
import { useQuery } from '@tanstack/react-query';
import { messagingEndpoints } from '@tremplin/shared';
import { useEffect } from 'react';
import { call } from '@/lib/endpoint-client';
import { useSessionStore } from '@/lib/session-store';

export const getUnreadCount = (uid: number) =>
  call(messagingEndpoints.unreadCount, { params: { uid } }, { loading: false, silent: true });

export function useUnreadCountSync(uid: number) {
  const query = useQuery({
    queryKey: ['messaging', 'unread', uid],
    queryFn: () => getUnreadCount(uid),
    enabled: uid > 0,
  });
  useEffect(() => {
    if (query.data) useSessionStore.getState().setUnreadCount(query.data.nb);
  }, [query.data]);
}

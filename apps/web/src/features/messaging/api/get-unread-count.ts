// GET message/count/nonlu/{uid}: the unread counter, read when the mailbox opens (the socket keeps it fresh).
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';

export const getUnreadCount = (uid: number) =>
  api.get<{ nb: number }>(`/api/message/count/nonlu/${uid}`, { loading: false, silent: true });

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

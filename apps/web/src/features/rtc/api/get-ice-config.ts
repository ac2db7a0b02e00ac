// GET /api/rtc/ice: the STUN/TURN servers of this person's calls, with TURN credentials that expire; never cached.
import { useQuery } from '@tanstack/react-query';
import type { IceConfig } from '@tremplin/shared';
import { api } from '@/lib/api-client';

export const useIceConfig = () =>
  useQuery({
    queryKey: ['rtc', 'ice'],
    queryFn: () => api.get<IceConfig>('/api/rtc/ice'),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    // A new answer would restart the call; the credentials outlive the socket's reconnections.
    refetchOnReconnect: false,
  });

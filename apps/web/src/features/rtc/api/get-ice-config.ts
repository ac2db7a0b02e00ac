// The STUN/TURN servers of this person's calls, with TURN credentials that expire; never cached.
import { useQuery } from '@tanstack/react-query';
import { rtcEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';

export const useIceConfig = () =>
  useQuery({
    queryKey: ['rtc', 'ice'],
    queryFn: () => call(rtcEndpoints.ice),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    // A new answer would restart the call; the credentials outlive the socket's reconnections.
    refetchOnReconnect: false,
  });

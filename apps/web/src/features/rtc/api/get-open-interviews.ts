// A person's interviews that can be joined now (from 15 minutes before their start to their end): the next upcoming
// ones and the latest started ones, from the first page of each.
import { useQuery } from '@tanstack/react-query';
import { interviewsEndpoints, interviewWindow } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';

export const useOpenInterviews = (uid: number) =>
  useQuery({
    queryKey: ['rtc', 'open-interviews', uid],
    queryFn: async () => {
      const [upcoming, started] = await Promise.all([
        call(interviewsEndpoints.ofUser, { params: { uid, periode: 'a-venir', page: 0, size: 10 } }),
        call(interviewsEndpoints.ofUser, { params: { uid, periode: 'passes', page: 0, size: 10 } }),
      ]);
      return [...started.items.reverse(), ...upcoming.items].filter((e) => interviewWindow(e).open);
    },
    refetchInterval: 60_000,
  });

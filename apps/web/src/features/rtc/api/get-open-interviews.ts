// A person's interviews that can be joined now (from 15 minutes before their start to their end): the next upcoming
// ones and the latest started ones, from GET entretien/utilisateur/{uid}/{a-venir|passes}/0/{size}.
import { useQuery } from '@tanstack/react-query';
import { type Interview, interviewWindow } from '@tremplin/shared';
import { api } from '@/lib/api-client';

type Page = { items: Interview[]; totalElements: number };

export const useOpenInterviews = (uid: number) =>
  useQuery({
    queryKey: ['rtc', 'open-interviews', uid],
    queryFn: async () => {
      const [upcoming, started] = await Promise.all([
        api.get<Page>(`/api/entretien/utilisateur/${uid}/a-venir/0/10`),
        api.get<Page>(`/api/entretien/utilisateur/${uid}/passes/0/10`),
      ]);
      return [...started.items.reverse(), ...upcoming.items].filter((e) => interviewWindow(e).open);
    },
    refetchInterval: 60_000,
  });

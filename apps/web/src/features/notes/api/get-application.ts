// GET candidature/{id}: the application the notes are about, for the headings.
import { useQuery } from '@tanstack/react-query';
import type { Application } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { noteKeys } from './keys';

export const useNotedApplication = (cid: number) =>
  useQuery({
    queryKey: noteKeys.application(cid),
    queryFn: () => api.get<Application>(`/api/candidature/${cid}`, { loading: false }),
    enabled: cid > 0,
  });

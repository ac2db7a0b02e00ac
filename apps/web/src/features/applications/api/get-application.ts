// GET candidature/{id}: one application with its contacts, interviews and comments.
import { useQuery } from '@tanstack/react-query';
import type { Application } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { applicationKeys } from './keys';

export const getApplication = (id: number) => api.get<Application>(`/api/candidature/${id}`);

/** `enabled: false` while the application is being deleted: its screen must not fetch it again (and read 404). */
export const useApplication = (id: number, enabled = true) =>
  useQuery({ queryKey: applicationKeys.details(id), queryFn: () => getApplication(id), enabled: enabled && id > 0 });

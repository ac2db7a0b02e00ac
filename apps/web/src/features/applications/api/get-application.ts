// GET candidature/{id}: one application with its contacts, interviews and comments.
import { useQuery } from '@tanstack/react-query';
import type { Application } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { applicationKeys } from './keys';

export const getApplication = (id: number) => api.get<Application>(`/api/candidature/${id}`);

export const useApplication = (id: number) =>
  useQuery({ queryKey: applicationKeys.details(id), queryFn: () => getApplication(id), enabled: id > 0 });

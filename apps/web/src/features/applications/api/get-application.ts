// One application with its contacts, interviews and comments.
import { useQuery } from '@tanstack/react-query';
import { applicationsEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { applicationKeys } from './keys';

export const getApplication = (id: number) => call(applicationsEndpoints.get, { params: { id } });

/** `enabled: false` while the application is being deleted: its screen must not fetch it again (and read 404). */
export const useApplication = (id: number, enabled = true) =>
  useQuery({ queryKey: applicationKeys.details(id), queryFn: () => getApplication(id), enabled: enabled && id > 0 });

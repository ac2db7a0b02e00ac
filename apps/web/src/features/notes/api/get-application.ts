// The application the notes are about, for the headings.
import { useQuery } from '@tanstack/react-query';
import { applicationsEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { noteKeys } from './keys';

export const useNotedApplication = (cid: number) =>
  useQuery({
    queryKey: noteKeys.application(cid),
    queryFn: () => call(applicationsEndpoints.get, { params: { id: cid } }, { loading: false }),
    enabled: cid > 0,
  });

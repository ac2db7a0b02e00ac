// The open likely-duplicate pairs of the person, for the file's link to compare them.
import { useQuery } from '@tanstack/react-query';
import { duplicatesEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';

export const useAccountDuplicates = (uid: number) =>
  useQuery({
    queryKey: ['duplicates', 'account', uid],
    queryFn: () => call(duplicatesEndpoints.ofAccount, { params: { id: uid } }, { silent: true }),
    enabled: uid > 0,
  });

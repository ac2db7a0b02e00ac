// The NTC a prospect can be linked to or filtered by (inactive ones marked).

import { useQuery } from '@tanstack/react-query';
import { ntcEndpoints, personName } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { prospectKeys } from './keys';

export const useNtcOptions = () =>
  useQuery({
    queryKey: prospectKeys.ntcOptions,
    queryFn: () => call(ntcEndpoints.list, { query: { size: 500 } }, { loading: false }),
    select: (page) =>
      page.items.map((n) => ({ value: String(n.id), label: `${personName(n)}${n.actif ? '' : ' (inactif)'}` })),
    staleTime: 60_000,
  });

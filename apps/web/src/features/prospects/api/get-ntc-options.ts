// GET ntc: the NTC a prospect can be linked to or filtered by (inactive ones marked).

import { useQuery } from '@tanstack/react-query';
import type { NtcPage } from '@tremplin/shared';
import { personName } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { prospectKeys } from './keys';

export const useNtcOptions = () =>
  useQuery({
    queryKey: prospectKeys.ntcOptions,
    queryFn: () => api.get<NtcPage>('/api/ntc', { query: { size: 500 }, loading: false }),
    select: (page) =>
      page.items.map((n) => ({ value: String(n.id), label: `${personName(n)}${n.actif ? '' : ' (inactif)'}` })),
    staleTime: 60_000,
  });

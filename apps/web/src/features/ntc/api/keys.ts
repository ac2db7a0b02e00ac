import type { NtcFilter } from '@tremplin/shared';

export const ntcKeys = {
  all: ['ntc'] as const,
  list: (filter: NtcFilter) => ['ntc', 'list', filter] as const,
  details: (id: number) => ['ntc', 'details', id] as const,
};

// The duplicate calls: the open pairs (paged), one pair compared side by side, its dismissal and its merge.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DUPLICATE_PAGE_SIZE, type DuplicateMerge, duplicatesEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { useSavingMutation } from '@/lib/saving-mutation';

export const duplicateKeys = {
  all: ['duplicates'] as const,
  page: (page: number) => ['duplicates', 'page', page] as const,
  pair: (id: number) => ['duplicates', 'pair', id] as const,
};

/** One page (from 0) of the open pairs. */
export const useDuplicatePairs = (page: number) =>
  useQuery({
    queryKey: duplicateKeys.page(page),
    queryFn: () => call(duplicatesEndpoints.pairs, { query: { page, size: DUPLICATE_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

export const useDuplicateComparison = (id: number) =>
  useQuery({
    queryKey: duplicateKeys.pair(id),
    queryFn: () => call(duplicatesEndpoints.compare, { params: { id } }, { silent: true }),
    enabled: id > 0,
    // Versions are read here and sent with the merge: never an old copy.
    staleTime: 0,
  });

export const useDismissPair = () =>
  useSavingMutation({
    mutationFn: (id: number) => call(duplicatesEndpoints.dismiss, { params: { id } }),
    invalidate: [duplicateKeys.all],
    refreshOnError: true,
    success: 'Paire écartée : ces deux comptes ne seront plus proposés comme doublons.',
  });

export const useMergePair = (id: number) =>
  useSavingMutation({
    mutationFn: (input: DuplicateMerge) => call(duplicatesEndpoints.merge, { params: { id }, body: input }),
    invalidate: [duplicateKeys.all, ['candidate-file']],
    refreshOnError: true,
  });

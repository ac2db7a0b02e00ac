// The shape of almost every save, add and delete: the answer goes into the cache, the lists it changes are asked
// again, and the person is told in French. Anything else a mutation does stays in its own onSuccess.
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from './notifications';

interface SavingOptions<TData, TInput> {
  mutationFn: (input: TInput) => Promise<TData>;
  /** The cache entry the answer fills, when the server sends the saved record back. */
  cacheAt?: (saved: TData) => QueryKey;
  /** The queries to ask again after success. */
  invalidate?: readonly QueryKey[] | ((saved: TData, input: TInput) => readonly QueryKey[]);
  /** Ask the lists again after a failure too (a refused change may mean the record moved on). */
  refreshOnError?: boolean;
  /** What the person reads after success. */
  success?: string;
  onSuccess?: (saved: TData, input: TInput) => void;
  onError?: (error: Error) => void;
}

export function useSavingMutation<TData, TInput = void>(options: SavingOptions<TData, TInput>) {
  const { mutationFn, cacheAt, invalidate = [], refreshOnError, success, onSuccess, onError } = options;
  const queryClient = useQueryClient();
  return useMutation<TData, Error, TInput>({
    mutationFn,
    onSuccess: (saved, input) => {
      if (cacheAt) queryClient.setQueryData(cacheAt(saved), saved);
      const keys = typeof invalidate === 'function' ? invalidate(saved, input) : invalidate;
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
      if (success) notify.success(success);
      onSuccess?.(saved, input);
    },
    onError: (error) => {
      if (refreshOnError && typeof invalidate !== 'function') {
        for (const queryKey of invalidate) void queryClient.invalidateQueries({ queryKey });
      }
      onError?.(error);
    },
  });
}

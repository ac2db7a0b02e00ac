// The signed-in person's saved searches, and the e-mail's unsubscribe link.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  savedSearchesEndpoints as endpoints,
  SAVED_SEARCH_MESSAGES,
  type SavedSearch,
  type SavedSearchCreate,
  type SavedSearchUpdate,
} from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { notify } from '@/lib/notifications';

export const savedSearchKeys = { all: ['saved-searches'] as const };

export const useSavedSearches = () =>
  useQuery({ queryKey: savedSearchKeys.all, queryFn: ({ signal }) => call(endpoints.list, {}, { signal }) });

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SavedSearchCreate) => call(endpoints.create, { body: input }),
    onSuccess: (saved) =>
      notify.success(saved.frequence === 'AUCUNE' ? SAVED_SEARCH_MESSAGES.savedNoAlert : SAVED_SEARCH_MESSAGES.saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: SavedSearchUpdate & { id: number }) =>
      call(endpoints.update, { params: { id }, body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData<SavedSearch[]>(savedSearchKeys.all, (list) =>
        list?.map((s) => (s.id === saved.id ? saved : s)),
      );
      notify.success(SAVED_SEARCH_MESSAGES.updated);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.remove, { params: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<SavedSearch[]>(savedSearchKeys.all, (list) => list?.filter((s) => s.id !== id));
      notify.success(SAVED_SEARCH_MESSAGES.deleted);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

/** Signed out: the link's id and signature are the only proof. */
export const useUnsubscribe = () =>
  useMutation({
    mutationFn: (input: { id: number; signature: string }) =>
      call(endpoints.unsubscribe, { body: input }, { auth: false, silent: true, handleUnauthorized: false }),
  });

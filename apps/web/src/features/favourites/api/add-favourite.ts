// POST favoris/ajoutfav/{uid}/{candidateId}: a profile already kept is a warning (SPEC §5, §8), not an error.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Favourite, favouritesEndpoints, MESSAGES } from '@tremplin/shared';
import { ApiClientError } from '@/lib/api-client';
import { call } from '@/lib/endpoint-client';
import { notify } from '@/lib/notifications';
import { favouriteKeys } from './keys';

export const addFavourite = ({ uid, candidateId }: { uid: number; candidateId: number }) =>
  call(favouritesEndpoints.add, { params: { uid, candidateId }, body: { id: 0, version: 0 } }, { silent: true });

export function useAddFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFavourite,
    onSuccess: (added, { uid }) => {
      // The button turns at once, without waiting for the lists to load again.
      queryClient.setQueryData<Favourite[]>(favouriteKeys.list(uid), (list) => (list ? [added, ...list] : list));
      notify.success(MESSAGES.favouriteAdded);
    },
    onError: (error) => {
      if (error instanceof ApiClientError && error.status === 409) notify.warning(MESSAGES.favouriteExists);
      else if (!(error instanceof ApiClientError && error.status === 401)) notify.error(error.message);
    },
    // Either way the list on screen may be stale (another tab may have added it).
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouriteKeys.all }),
  });
}

// DELETE favoris/{uid}/{candidateId}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Favourite, favouritesEndpoints, MESSAGES } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { notify } from '@/lib/notifications';
import { favouriteKeys } from './keys';

export const removeFavourite = ({ uid, candidateId }: { uid: number; candidateId: number }) =>
  call(favouritesEndpoints.remove, { params: { uid, candidateId } });

export function useRemoveFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavourite,
    onSuccess: (_answer, { uid, candidateId }) => {
      queryClient.setQueryData<Favourite[]>(favouriteKeys.list(uid), (list) =>
        list?.filter((f) => f.candidatId !== candidateId),
      );
      notify.success(MESSAGES.favouriteDeleted);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouriteKeys.all }),
  });
}

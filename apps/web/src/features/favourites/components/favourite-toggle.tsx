// On a candidate's details page, for a recruiter: add the profile to their favourites, or take it out again.
import { Button } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useAddFavourite } from '../api/add-favourite';
import { useFavourites } from '../api/get-favourites';
import { useRemoveFavourite } from '../api/remove-favourite';

export function FavouriteToggle({ recruiterId, candidateId }: { recruiterId: number; candidateId: number }) {
  const list = useFavourites(recruiterId);
  const add = useAddFavourite();
  const remove = useRemoveFavourite();
  // Without the list the button could only guess which way it goes.
  if (list.isError) return null;
  const kept = list.data?.some((f) => f.candidatId === candidateId) ?? false;
  const busy = list.isPending || add.isPending || remove.isPending;
  const target = { uid: recruiterId, candidateId };

  return kept ? (
    <Button
      variant="light"
      leftSection={<IconStarFilled size={16} aria-hidden="true" />}
      loading={busy}
      onClick={() => remove.mutate(target)}
    >
      Retirer des favoris
    </Button>
  ) : (
    <Button leftSection={<IconStar size={16} aria-hidden="true" />} loading={busy} onClick={() => add.mutate(target)}>
      Ajouter aux favoris
    </Button>
  );
}

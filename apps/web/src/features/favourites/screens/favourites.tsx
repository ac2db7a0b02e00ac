// /recruteur/liste-favoris/{id}: the recruiter's favourite profiles, filtered like the search (filters in the URL),
// ten per page, each one removable after a confirmation.
import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconSearch, IconStarOff } from '@tabler/icons-react';
import { href, PAGE_SIZES, type ProfileCard as Profile, personName } from '@tremplin/shared';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyTitle, ListStates } from '@/components/list/list-states';
import { Pager } from '@/components/list/pager';
import { useConfirmedDelete } from '@/components/list/use-confirmed-delete';
import { ProfileCard, ProfileListPage, useProfileFiltersInAddress } from '@/components/profile-search';
import { formatProfileCount } from '@/lib/format-count';
import { useFavouritePage } from '../api/get-favourite-page';
import { useRemoveFavourite } from '../api/remove-favourite';

const PAGE_SIZE = PAGE_SIZES.favourites;

export function FavouritesScreen() {
  const uid = Number(useParams().id);
  const address = useProfileFiltersInAddress();
  const { page, query, filtered, reset, goTo } = address;
  const results = useFavouritePage(uid, query, page - 1, PAGE_SIZE);
  const removal = useConfirmedDelete({
    mutation: useRemoveFavourite(),
    idOf: (profile: Profile) => ({ uid, candidateId: profile.id }),
    title: 'Retirer ce profil de vos favoris ?',
    confirmLabel: 'Retirer',
    focusConfirm: true,
    closeOn: 'settled',
    message: (profile) =>
      `${personName(profile)} ne figurera plus dans vos favoris. Vous pourrez l’y ajouter à nouveau depuis son profil.`,
  });
  const total = results.data?.totalElements ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  // Removing the last profile of the last page leaves that page empty: show the one before.
  const emptyPage = !results.isPlaceholderData && results.data?.items.length === 0 && total > 0 && page > pages;
  useEffect(() => {
    if (emptyPage) goTo(pages, { replace: true });
  }, [emptyPage, pages, goTo]);

  return (
    <ProfileListPage
      title="Mes favoris"
      intro="Les profils que vous avez gardés de côté, avec les mêmes filtres que la recherche."
      address={address}
    >
      <ListStates
        query={results}
        loadingLabel="Chargement de vos favoris"
        loading="centred"
        errorTitle="Favoris indisponibles"
        errorText="Vos favoris n’ont pas pu être chargés. Réessayez dans un instant."
        empty={total === 0}
        emptyText={
          filtered ? (
            <EmptyTitle
              large
              title="Aucun favori ne correspond à votre recherche"
              hint="Essayez moins de filtres, ou le début d’un mot seulement."
              action={
                <Button variant="light" onClick={reset}>
                  Effacer les filtres
                </Button>
              }
            />
          ) : (
            <EmptyTitle
              large
              title="Vous n’avez pas encore de favori"
              hint="Sur la page d’un candidat, « Ajouter aux favoris » le garde ici."
              action={
                <Button component={Link} to={href('search')} leftSection={<IconSearch size={16} aria-hidden="true" />}>
                  Rechercher des profils
                </Button>
              }
            />
          )
        }
      >
        <Text fw={600} mb="sm" aria-live="polite" data-testid="result-count">
          {formatProfileCount(total, results.data?.plusDe, 'favori')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" aria-busy={results.isFetching}>
          {results.data?.items.map((profile) => (
            <Stack key={profile.id} gap="xs">
              <ProfileCard profile={profile} writeFrom={uid} />
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconStarOff size={16} aria-hidden="true" />}
                // The accessible name starts with the visible label (WCAG 2.5.3), then says whom.
                aria-label={`Retirer des favoris : ${personName(profile)}`}
                onClick={() => removal.ask(profile)}
              >
                Retirer des favoris
              </Button>
            </Stack>
          ))}
        </SimpleGrid>
        <Pager total={total} size={PAGE_SIZE} page={page} onChange={(next) => goTo(next)} mt="xl" />
      </ListStates>
      {removal.modal}
    </ProfileListPage>
  );
}

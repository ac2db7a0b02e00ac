// /recherche: every visible profile, filtered (SPEC §4), paged, with the filters kept in the URL to share a search.
import { Alert, Button, Center, Pagination, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { isStaff, PAGE_SIZES } from '@tremplin/shared';
import { type ReactNode, useDeferredValue, useSyncExternalStore } from 'react';
import { ProfileCard, ProfileListPage, useProfileFiltersInAddress } from '@/components/profile-search';
import type { FilterValues } from '@/components/profile-search/filters';
import { Spinner } from '@/components/ui/spinner';
import { mayWriteTo } from '@/components/ui/write-link';
import { MOBILE_MEDIA_QUERY } from '@/hooks/use-is-mobile';
import { useCurrentUser } from '@/lib/auth';
import { formatProfileCount } from '@/lib/format-count';
import { useProfileSearch } from '../api/search-profiles';

const widthChanges = (onChange: () => void) => {
  const query = window.matchMedia(MOBILE_MEDIA_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
/** SPEC §9: profile lists page by 15, or by the compact 7 on a phone, where the list is scanned one card at a time. */
const pageSizeNow = () =>
  window.matchMedia(MOBILE_MEDIA_QUERY).matches ? PAGE_SIZES.profilesCompact : PAGE_SIZES.profiles;
/** Unknown while a page rendered at build time is taken over: the search waits for the width. */
const noPageSizeYet = () => null;

/** `actions`: what the route puts under the filters for the search in the address (saving it, for recruiters and staff). */
export function SearchScreen({ actions }: { actions?: (filters: FilterValues) => ReactNode } = {}) {
  const address = useProfileFiltersInAddress();
  const { page, query, filtered, reset, goTo } = address;
  const pageSize = useSyncExternalStore(widthChanges, pageSizeNow, noPageSizeYet);
  const results = useProfileSearch(query, page - 1, pageSize);
  const me = useCurrentUser();
  const writeFrom = mayWriteTo(me, 0) ? me.id : null;
  // The cards are built in a render that yields to the browser, not in the one that receives the answer.
  const data = useDeferredValue(results.data);
  const total = data?.totalElements ?? 0;
  const pages = Math.max(1, Math.ceil(total / (pageSize ?? PAGE_SIZES.profiles)));

  return (
    <ProfileListPage
      title="Rechercher un profil"
      intro="Trouvez les candidats, apprenants et alternants qui correspondent à vos besoins."
      address={address}
    >
      {actions?.(address.filters)}
      {results.isError ? (
        <Alert color="orange" title="Recherche indisponible" role="alert">
          La recherche n’a pas pu aboutir. Réessayez dans un instant.
        </Alert>
      ) : !data ? (
        <Center py={60}>
          <Spinner label="Recherche des profils" />
        </Center>
      ) : total === 0 ? (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Title order={2} size="h3" mb="sm">
            {filtered ? 'Aucun profil ne correspond à votre recherche' : 'Aucun profil pour le moment'}
          </Title>
          {filtered ? (
            <>
              <Text c="dimmed" mb="lg">
                Essayez moins de filtres, ou le début d’un mot seulement.
              </Text>
              <Button variant="light" onClick={reset}>
                Effacer les filtres
              </Button>
            </>
          ) : null}
        </Paper>
      ) : (
        <>
          <Text fw={600} mb="sm" aria-live="polite" data-testid="result-count">
            {formatProfileCount(total, data.plusDe, 'profil')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" aria-busy={results.isFetching}>
            {data.items.map((profile) => (
              <ProfileCard key={profile.id} profile={profile} writeFrom={writeFrom} withFile={isStaff(me?.role)} />
            ))}
          </SimpleGrid>
          {pages > 1 ? (
            <Center mt="xl">
              <Pagination
                total={pages}
                value={Math.min(page, pages)}
                onChange={(next) => {
                  goTo(next);
                  window.scrollTo?.({ top: 0 });
                }}
              />
            </Center>
          ) : null}
        </>
      )}
    </ProfileListPage>
  );
}

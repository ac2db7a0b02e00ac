// /recherche: every visible profile, filtered (SPEC §4), paged, with the filters kept in the URL to share a search.
import { Button, SimpleGrid, Text } from '@mantine/core';
import { PAGE_SIZES } from '@tremplin/shared';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { EmptyTitle, ListStates } from '@/components/list/list-states';
import { Pager } from '@/components/list/pager';
import { useProfileSearch } from '../api/search-profiles';
import { ProfileCard } from '../components/profile-card';
import { SearchFilters } from '../components/search-filters';
import { hasFilters, readSearchParams, toApiQuery, toSearchParams } from '../filters';

const PAGE_SIZE = PAGE_SIZES.profiles;

export function SearchScreen() {
  const [params, setParams] = useSearchParams();
  const { filters, page } = useMemo(() => readSearchParams(params), [params]);
  const query = useMemo(() => toApiQuery(filters), [filters]);
  const results = useProfileSearch(query, page - 1, PAGE_SIZE);
  const total = results.data?.totalElements ?? 0;
  const filtered = hasFilters(filters);
  const reset = () => setParams(new URLSearchParams());

  return (
    <ContentLayout
      size="lg"
      title="Rechercher un profil"
      intro="Trouvez les candidats, apprenants et alternants qui correspondent à vos besoins."
    >
      <SearchFilters
        // A new URL (shared link, back button, reset) refills the form.
        key={toSearchParams(filters).toString()}
        initial={filters}
        onSearch={(next) => setParams(toSearchParams(next))}
        onReset={reset}
      />

      <ListStates
        query={results}
        loadingLabel="Recherche des profils"
        loading="centred"
        errorTitle="Recherche indisponible"
        errorText="La recherche n’a pas pu aboutir. Réessayez dans un instant."
        empty={total === 0}
        emptyText={
          <EmptyTitle
            large
            title={filtered ? 'Aucun profil ne correspond à votre recherche' : 'Aucun profil pour le moment'}
            hint={filtered ? 'Essayez moins de filtres, ou le début d’un mot seulement.' : null}
            action={
              filtered ? (
                <Button variant="light" onClick={reset}>
                  Effacer les filtres
                </Button>
              ) : null
            }
          />
        }
      >
        <Text fw={600} mb="sm" aria-live="polite" data-testid="result-count">
          {total.toLocaleString('fr-FR')} profil{total > 1 ? 's' : ''}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" aria-busy={results.isFetching}>
          {results.data?.items.map((profile) => (
            <ProfileCard key={profile.id} profile={profile} />
          ))}
        </SimpleGrid>
        <Pager
          total={total}
          size={PAGE_SIZE}
          page={page}
          onChange={(next) => setParams(toSearchParams(filters, next))}
          mt="xl"
        />
      </ListStates>
    </ContentLayout>
  );
}

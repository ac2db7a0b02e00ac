// The profile filter form bound to the address: submitting writes the filters there, and a new address (shared
// link, back button, reset) refills the form.
import { memo, type ReactNode, useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { type FilterValues, hasFilters, readSearchParams, toApiQuery, toSearchParams } from './filters';
import { SearchFilters } from './search-filters';

interface AddressSearchFiltersProps {
  filters: FilterValues;
  setParams: (params: URLSearchParams) => void;
  onReset: () => void;
}

/**
 * The form renders again only when the address's filters change, not at each step of the results below it (their
 * loading, their arrival): it is the heaviest part of the page.
 */
export const AddressSearchFilters = memo(function AddressSearchFilters({
  filters,
  setParams,
  onReset,
}: AddressSearchFiltersProps) {
  return (
    <SearchFilters
      key={toSearchParams(filters).toString()}
      initial={filters}
      onSearch={(next) => setParams(toSearchParams(next))}
      onReset={onReset}
    />
  );
});

/** The filters and page a profile list reads from the address, the API query they make, and ways to change them. */
export function useProfileFiltersInAddress() {
  const [params, setParams] = useSearchParams();
  const { filters, page } = useMemo(() => readSearchParams(params), [params]);
  const query = useMemo(() => toApiQuery(filters), [filters]);
  const reset = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  return {
    filters,
    page,
    query,
    filtered: hasFilters(filters),
    setParams,
    reset,
    /** Another page of the same filters. */
    goTo: (next: number, options?: { replace?: boolean }) => setParams(toSearchParams(filters, next), options),
  };
}

/** A page listing profiles: its title, and the filter form above the list. */
export function ProfileListPage({
  title,
  intro,
  address,
  children,
}: {
  title: string;
  intro: string;
  address: ReturnType<typeof useProfileFiltersInAddress>;
  children: ReactNode;
}) {
  return (
    <ContentLayout size="lg" title={title} intro={intro}>
      <AddressSearchFilters filters={address.filters} setParams={address.setParams} onReset={address.reset} />
      {children}
    </ContentLayout>
  );
}

// The profile search's filter form, the filters as an address keeps them, and the profile card: the search and the
// favourites both list profiles this way.

export { AddressSearchFilters, ProfileListPage, useProfileFiltersInAddress } from './address-filters';
export { EMPTY_FILTERS, type FilterValues, hasFilters, readSearchParams, toApiQuery, toSearchParams } from './filters';
export { ProfileCard } from './profile-card';
export { SearchFilters } from './search-filters';

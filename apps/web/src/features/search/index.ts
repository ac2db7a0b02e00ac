// What the profile search offers other screens: its filter form, the filters as a URL keeps them, and the profile card.
export { ProfileCard } from './components/profile-card';
export { SearchFilters } from './components/search-filters';
export { type FilterValues, hasFilters, readSearchParams, toApiQuery, toSearchParams } from './filters';

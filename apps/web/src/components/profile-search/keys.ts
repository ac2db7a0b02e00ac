// Query keys of the suggestions the profile filters offer (shared by the search and the favourites).
export const filterKeys = {
  cities: (q: string) => ['search', 'cities', q] as const,
  skills: ['search', 'skills'] as const,
};

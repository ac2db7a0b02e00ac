// Query keys of the suggestions the profile filters offer (shared by the search and the favourites).
export const filterKeys = {
  zones: (q: string) => ['search', 'zones', q] as const,
  skills: ['search', 'skills'] as const,
};

// Query keys of the profile search.
export const searchKeys = {
  all: ['search'] as const,
  results: (query: Record<string, string>, page: number, size: number) =>
    ['search', 'results', query, page, size] as const,
};

// Query keys of the applications: one root so that every change refreshes what it touches.
export const applicationKeys = {
  all: ['applications'] as const,
  user: (uid: number) => ['applications', 'user', uid] as const,
  page: (uid: number, page: number, size: number, search: string, statut: string) =>
    ['applications', 'user', uid, 'page', page, size, search, statut] as const,
  board: (uid: number) => ['applications', 'user', uid, 'all'] as const,
  details: (id: number) => ['applications', 'details', id] as const,
  totals: (params: object) => ['applications', 'totals', params] as const,
};

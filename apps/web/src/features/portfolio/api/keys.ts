// Query keys of the portfolio: one root so that every change can refresh what it touches.
export const portfolioKeys = {
  all: ['portfolio'] as const,
  lists: (userId: number) => ['portfolio', 'list', userId] as const,
  list: (userId: number, page: number, size: number, search: string) =>
    ['portfolio', 'list', userId, page, size, search] as const,
  project: (id: number) => ['portfolio', 'project', id] as const,
  slug: (slug: string) => ['portfolio', 'slug', slug] as const,
  skills: (userId: number) => ['portfolio', 'skills', userId] as const,
};

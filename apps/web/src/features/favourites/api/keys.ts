// Query keys of a recruiter's favourites: every list and page under one root, forgotten together after a change.
export const favouriteKeys = {
  all: ['favourites'] as const,
  list: (uid: number) => ['favourites', uid, 'list'] as const,
  page: (uid: number, query: Record<string, string>, page: number, size: number) =>
    ['favourites', uid, 'page', query, page, size] as const,
};

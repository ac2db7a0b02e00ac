export const noteKeys = {
  all: ['notes'] as const,
  list: (cid: number, page: number, search: string) => ['notes', 'list', cid, page, search] as const,
  details: (id: number) => ['notes', 'details', id] as const,
  application: (cid: number) => ['notes', 'application', cid] as const,
};

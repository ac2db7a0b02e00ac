export const interviewKeys = {
  all: ['interviews'] as const,
  list: (uid: number, periode: string, page: number) => ['interviews', 'list', uid, periode, page] as const,
  agenda: (periode: string, page: number, conseiller: number | null) =>
    ['interviews', 'agenda', periode, page, conseiller] as const,
  details: (id: number) => ['interviews', 'details', id] as const,
  staff: ['interviews', 'staff'] as const,
  applications: (uid: number) => ['interviews', 'applications', uid] as const,
};

// The file's summary and each section's page, read on their own so that one slow or failing section never holds the
// others.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  CANDIDATE_FILE_PAGE_SIZE,
  type CandidateFileSection,
  candidateFileEndpoints,
  type EndpointAnswer,
} from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';

export const candidateFileKeys = {
  all: (uid: number) => ['candidate-file', uid] as const,
  summary: (uid: number) => ['candidate-file', uid, 'summary'] as const,
  section: (uid: number, section: CandidateFileSection, page: number, extra?: string) =>
    ['candidate-file', uid, section, page, extra ?? ''] as const,
};

export const useCandidateFileSummary = (uid: number) =>
  useQuery({
    queryKey: candidateFileKeys.summary(uid),
    queryFn: () => call(candidateFileEndpoints.summary, { params: { id: uid } }, { silent: true }),
    enabled: uid > 0,
  });

/** Each section's declaration, by the name the screens and the query keys use. */
const SECTIONS = {
  candidatures: candidateFileEndpoints.applications,
  entretiens: candidateFileEndpoints.interviews,
  notes: candidateFileEndpoints.notes,
  invitations: candidateFileEndpoints.invitations,
  messages: candidateFileEndpoints.messages,
  fichiers: candidateFileEndpoints.files,
  chronologie: candidateFileEndpoints.timeline,
} satisfies Record<CandidateFileSection, unknown>;

type Sections = typeof SECTIONS;

/** One page (from 0) of a section; `query` adds its own filter (the interviews' period). */
export function useCandidateFileSection<S extends CandidateFileSection>(
  uid: number,
  section: S,
  page: number,
  query: Record<string, string> = {},
  size = CANDIDATE_FILE_PAGE_SIZE,
) {
  const extra = new URLSearchParams(query).toString();
  return useQuery({
    queryKey: candidateFileKeys.section(uid, section, page, extra),
    queryFn: () => {
      // The sections take the same input (the interviews add their period) and differ by their answer: the
      // declaration `section` names gives it.
      const endpoint: Sections[CandidateFileSection] = SECTIONS[section];
      return call(
        endpoint,
        { params: { id: uid }, query: { page, size, ...query } },
        { silent: true, loading: false },
      ) as Promise<EndpointAnswer<Sections[S]>>;
    },
    enabled: uid > 0,
    placeholderData: keepPreviousData,
  });
}

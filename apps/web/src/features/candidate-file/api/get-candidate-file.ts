// GET /api/dossier/{id} and GET /api/dossier/{id}/{section}?page=&size=: the file's summary and each section's page,
// read on their own so that one slow or failing section never holds the others.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  CANDIDATE_FILE_PAGE_SIZE,
  type CandidateFileApplication,
  type CandidateFileEvent,
  type CandidateFileFile,
  type CandidateFileInterview,
  type CandidateFileInvitation,
  type CandidateFileMessage,
  type CandidateFileNote,
  type CandidateFilePage,
  type CandidateFileSection,
  type CandidateFileSummary,
} from '@tremplin/shared';
import { api } from '@/lib/api-client';

export const candidateFileKeys = {
  all: (uid: number) => ['candidate-file', uid] as const,
  summary: (uid: number) => ['candidate-file', uid, 'summary'] as const,
  section: (uid: number, section: CandidateFileSection, page: number, extra?: string) =>
    ['candidate-file', uid, section, page, extra ?? ''] as const,
};

export const useCandidateFileSummary = (uid: number) =>
  useQuery({
    queryKey: candidateFileKeys.summary(uid),
    queryFn: () => api.get<CandidateFileSummary>(`/api/dossier/${uid}`, { silent: true }),
    enabled: uid > 0,
  });

interface SectionItems {
  candidatures: CandidateFileApplication;
  entretiens: CandidateFileInterview;
  notes: CandidateFileNote;
  invitations: CandidateFileInvitation;
  messages: CandidateFileMessage;
  fichiers: CandidateFileFile;
  chronologie: CandidateFileEvent;
}

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
    queryFn: () =>
      api.get<CandidateFilePage<SectionItems[S]>>(`/api/dossier/${uid}/${section}`, {
        query: { page, size, ...query },
        silent: true,
        loading: false,
      }),
    enabled: uid > 0,
    placeholderData: keepPreviousData,
  });
}

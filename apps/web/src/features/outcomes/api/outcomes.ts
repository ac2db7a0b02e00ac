// Programmes, sessions, enrolments, outcomes and indicators (GET/POST/PUT/DELETE /api/formations…).
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  Cef,
  Enrolment,
  EnrolmentInput,
  EnrolmentUpdate,
  IndicatorFilter,
  Indicators,
  LearnerOption,
  MyEnrolment,
  OutcomeInput,
  OutcomeStage,
  Programme,
  ProgrammeDetail,
  ProgrammeInput,
  SessionDetail,
  SessionInput,
  TrainingSession,
} from '@tremplin/shared';
import { api, type QueryValue } from '@/lib/api-client';
import { dayjs } from '@/lib/dayjs';
import { saveBlob } from '@/lib/download';
import { useSavingMutation } from '@/lib/saving-mutation';

export const outcomesKeys = {
  all: ['formations'] as const,
  programmes: ['formations', 'programmes'] as const,
  programme: (id: number) => ['formations', 'programme', id] as const,
  session: (id: number) => ['formations', 'session', id] as const,
  learners: (search: string) => ['formations', 'apprenants', search] as const,
  indicators: (filter: IndicatorFilter) => ['formations', 'indicateurs', filter] as const,
  mine: (uid: number) => ['formations', 'mine', uid] as const,
};

const everything = [outcomesKeys.all];

export const useProgrammes = () =>
  useQuery({ queryKey: outcomesKeys.programmes, queryFn: () => api.get<Programme[]>('/api/formations') });

export const useProgramme = (id: number) =>
  useQuery({
    queryKey: outcomesKeys.programme(id),
    queryFn: () => api.get<ProgrammeDetail>(`/api/formations/${id}`),
    enabled: id > 0,
  });

export const useSession = (id: number) =>
  useQuery({
    queryKey: outcomesKeys.session(id),
    queryFn: () => api.get<SessionDetail>(`/api/formations/sessions/${id}`),
    enabled: id > 0,
  });

export const useLearnerOptions = (search: string) =>
  useQuery({
    queryKey: outcomesKeys.learners(search),
    queryFn: () => api.get<LearnerOption[]>('/api/formations/apprenants', { query: { search }, loading: false }),
    placeholderData: keepPreviousData,
  });

export const useIndicators = (filter: IndicatorFilter) =>
  useQuery({
    queryKey: outcomesKeys.indicators(filter),
    queryFn: () => api.get<Indicators>('/api/formations/indicateurs', { query: filter as Record<string, QueryValue> }),
    placeholderData: keepPreviousData,
  });

export const useMyEnrolments = (uid: number) =>
  useQuery({
    queryKey: outcomesKeys.mine(uid),
    queryFn: () => api.get<MyEnrolment[]>(`/api/utilisateur/${uid}/formations`),
    enabled: uid > 0,
  });

export const useCreateProgramme = () =>
  useSavingMutation({
    mutationFn: (input: ProgrammeInput) => api.post<ProgrammeDetail>('/api/formations', input),
    invalidate: everything,
    success: 'La formation est créée.',
  });

export const useUpdateProgramme = (id: number) =>
  useSavingMutation({
    mutationFn: (input: ProgrammeInput) => api.put<ProgrammeDetail>(`/api/formations/${id}`, input),
    invalidate: everything,
    success: 'La formation est modifiée.',
  });

export const useCreateSession = (programmeId: number) =>
  useSavingMutation({
    mutationFn: (input: SessionInput) => api.post<TrainingSession>(`/api/formations/${programmeId}/sessions`, input),
    invalidate: everything,
    success: 'La session est ajoutée.',
  });

export const useUpdateSession = (id: number) =>
  useSavingMutation({
    mutationFn: (input: SessionInput) => api.put<TrainingSession>(`/api/formations/sessions/${id}`, input),
    invalidate: everything,
    success: 'La session est modifiée.',
  });

export const useEnrol = (sessionId: number) =>
  useSavingMutation({
    mutationFn: (input: EnrolmentInput) =>
      api.post<Enrolment>(`/api/formations/sessions/${sessionId}/inscriptions`, input),
    invalidate: everything,
    success: 'L’apprenant est inscrit.',
  });

export const useUpdateEnrolment = () =>
  useSavingMutation({
    mutationFn: ({ id, ...input }: EnrolmentUpdate & { id: number }) =>
      api.put<Enrolment>(`/api/formations/inscriptions/${id}`, input),
    invalidate: everything,
    success: 'L’inscription est enregistrée.',
  });

export const useRemoveEnrolment = () =>
  useSavingMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/formations/inscriptions/${id}`),
    invalidate: everything,
    success: 'L’inscription est retirée.',
  });

export const useRecordOutcome = () =>
  useSavingMutation({
    mutationFn: ({ id, etape, ...input }: OutcomeInput & { id: number; etape: OutcomeStage }) =>
      api.put<Enrolment>(`/api/formations/inscriptions/${id}/situations/${etape}`, input),
    invalidate: everything,
    success: 'La situation est enregistrée.',
  });

export const useExportIndicators = () =>
  useMutation({
    mutationFn: async (filter: IndicatorFilter) => {
      const blob = await api.get<Blob>('/api/formations/indicateurs/csv', {
        query: filter as Record<string, QueryValue>,
        responseType: 'blob',
      });
      saveBlob(blob, `indicateurs-${dayjs().format('YYYY-MM-DD')}.csv`);
    },
  });

/** Advisers a session may be given (CEF accounts). */
export const useAdvisers = () =>
  useQuery({
    queryKey: ['formations', 'conseillers'],
    queryFn: () => api.get<Cef[]>('/api/utilisateur/cefs', { loading: false }),
    staleTime: 60_000,
  });

export const useSetPublication = (id: number) =>
  useSavingMutation({
    mutationFn: (publie: boolean) => api.put<ProgrammeDetail>(`/api/formations/${id}/publication`, { publie }),
    invalidate: [outcomesKeys.all, ['resultats']],
    success: 'La publication est enregistrée.',
  });

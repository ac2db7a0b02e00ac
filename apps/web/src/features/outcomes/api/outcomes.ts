// Programmes, sessions, enrolments, outcomes and indicators.
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  type EnrolmentInput,
  type EnrolmentUpdate,
  type IndicatorFilter,
  type OutcomeInput,
  type OutcomeStage,
  outcomesEndpoints,
  type ProgrammeInput,
  profilesEndpoints,
  type SessionInput,
} from '@tremplin/shared';
import { dayjs } from '@/lib/dayjs';
import { saveBlob } from '@/lib/download';
import { call } from '@/lib/endpoint-client';
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
  useQuery({ queryKey: outcomesKeys.programmes, queryFn: () => call(outcomesEndpoints.programmes) });

export const useProgramme = (id: number) =>
  useQuery({
    queryKey: outcomesKeys.programme(id),
    queryFn: () => call(outcomesEndpoints.programme, { params: { id } }),
    enabled: id > 0,
  });

export const useSession = (id: number) =>
  useQuery({
    queryKey: outcomesKeys.session(id),
    queryFn: () => call(outcomesEndpoints.session, { params: { id } }),
    enabled: id > 0,
  });

export const useLearnerOptions = (search: string) =>
  useQuery({
    queryKey: outcomesKeys.learners(search),
    queryFn: () => call(outcomesEndpoints.learners, { query: { search } }, { loading: false }),
    placeholderData: keepPreviousData,
  });

export const useIndicators = (filter: IndicatorFilter) =>
  useQuery({
    queryKey: outcomesKeys.indicators(filter),
    queryFn: () => call(outcomesEndpoints.indicators, { query: filter }),
    placeholderData: keepPreviousData,
  });

export const useMyEnrolments = (uid: number) =>
  useQuery({
    queryKey: outcomesKeys.mine(uid),
    queryFn: () => call(outcomesEndpoints.mine, { params: { id: uid } }),
    enabled: uid > 0,
  });

export const useCreateProgramme = () =>
  useSavingMutation({
    mutationFn: (input: ProgrammeInput) => call(outcomesEndpoints.createProgramme, { body: input }),
    invalidate: everything,
    success: 'La formation est créée.',
  });

export const useUpdateProgramme = (id: number) =>
  useSavingMutation({
    mutationFn: (input: ProgrammeInput) => call(outcomesEndpoints.updateProgramme, { params: { id }, body: input }),
    invalidate: everything,
    success: 'La formation est modifiée.',
  });

export const useCreateSession = (programmeId: number) =>
  useSavingMutation({
    mutationFn: (input: SessionInput) =>
      call(outcomesEndpoints.createSession, { params: { id: programmeId }, body: input }),
    invalidate: everything,
    success: 'La session est ajoutée.',
  });

export const useUpdateSession = (id: number) =>
  useSavingMutation({
    mutationFn: (input: SessionInput) => call(outcomesEndpoints.updateSession, { params: { id }, body: input }),
    invalidate: everything,
    success: 'La session est modifiée.',
  });

export const useEnrol = (sessionId: number) =>
  useSavingMutation({
    mutationFn: (input: EnrolmentInput) => call(outcomesEndpoints.enrol, { params: { id: sessionId }, body: input }),
    invalidate: everything,
    success: 'L’apprenant est inscrit.',
  });

export const useUpdateEnrolment = () =>
  useSavingMutation({
    mutationFn: ({ id, ...input }: EnrolmentUpdate & { id: number }) =>
      call(outcomesEndpoints.updateEnrolment, { params: { id }, body: input }),
    invalidate: everything,
    success: 'L’inscription est enregistrée.',
  });

export const useRemoveEnrolment = () =>
  useSavingMutation({
    mutationFn: (id: number) => call(outcomesEndpoints.removeEnrolment, { params: { id } }),
    invalidate: everything,
    success: 'L’inscription est retirée.',
  });

export const useRecordOutcome = () =>
  useSavingMutation({
    mutationFn: ({ id, etape, ...input }: OutcomeInput & { id: number; etape: OutcomeStage }) =>
      call(outcomesEndpoints.recordOutcome, { params: { id, etape }, body: input }),
    invalidate: everything,
    success: 'La situation est enregistrée.',
  });

export const useExportIndicators = () =>
  useMutation({
    mutationFn: async (filter: IndicatorFilter) => {
      const blob = await call(outcomesEndpoints.indicatorsCsv, { query: filter });
      saveBlob(blob, `indicateurs-${dayjs().format('YYYY-MM-DD')}.csv`);
    },
  });

/** Advisers a session may be given (CEF accounts). */
export const useAdvisers = () =>
  useQuery({
    queryKey: ['formations', 'conseillers'],
    queryFn: () => call(profilesEndpoints.cefs, {}, { loading: false }),
    staleTime: 60_000,
  });

export const useSetPublication = (id: number) =>
  useSavingMutation({
    mutationFn: (publie: boolean) => call(outcomesEndpoints.setPublication, { params: { id }, body: { publie } }),
    invalidate: [outcomesKeys.all, ['resultats']],
    success: 'La publication est enregistrée.',
  });

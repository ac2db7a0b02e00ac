// GET /api/utilisateur/{id}/donnees-personnelles: talent-pool answer and its history, sign-ins, erasure date.
import { useQuery } from '@tanstack/react-query';
import type { PersonalDataSummary } from '@tremplin/shared';
import { api } from '@/lib/api-client';

export const personalDataKey = (id: number) => ['personal-data', id] as const;

export const getPersonalData = (id: number) =>
  api.get<PersonalDataSummary>(`/api/utilisateur/${id}/donnees-personnelles`, { loading: false, silent: true });

export const usePersonalData = (id: number) =>
  useQuery({ queryKey: personalDataKey(id), queryFn: () => getPersonalData(id), enabled: id > 0 });

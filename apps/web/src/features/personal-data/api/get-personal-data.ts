// Talent-pool answer and its history, sign-ins, erasure date.
import { useQuery } from '@tanstack/react-query';
import { personalDataEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';

export const personalDataKey = (id: number) => ['personal-data', id] as const;

export const getPersonalData = (id: number) =>
  call(personalDataEndpoints.summary, { params: { id } }, { loading: false, silent: true });

export const usePersonalData = (id: number) =>
  useQuery({ queryKey: personalDataKey(id), queryFn: () => getPersonalData(id), enabled: id > 0 });

// Every skill, or those matching a search (accents ignored).
import { useQuery } from '@tanstack/react-query';
import { skillsEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { skillsKeys } from './keys';

export const getSkills = (search = '') => call(skillsEndpoints.all, { params: { search } }, { loading: false });

export const useSkills = (enabled = true) =>
  useQuery({ queryKey: skillsKeys.list(''), queryFn: () => getSkills(), enabled, staleTime: 5 * 60_000 });

// GET competence/nopage/{search}: every skill, or those matching a search (accents ignored).
import { useQuery } from '@tanstack/react-query';
import type { Competence } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { skillsKeys } from './keys';

export const getSkills = (search = '') =>
  api.get<Competence[]>(search ? `/api/competence/nopage/${encodeURIComponent(search)}` : '/api/competence/nopage', {
    loading: false,
  });

export const useSkills = (enabled = true) =>
  useQuery({ queryKey: skillsKeys.list(''), queryFn: () => getSkills(), enabled, staleTime: 5 * 60_000 });

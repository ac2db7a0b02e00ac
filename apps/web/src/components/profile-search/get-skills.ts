// GET competence/nopage: every skill name, offered by the skills filter.
import { useQuery } from '@tanstack/react-query';
import type { Competence } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { filterKeys } from './keys';

export const getSkills = (signal?: AbortSignal) =>
  api.get<Competence[]>('/api/competence/nopage', { silent: true, loading: false, signal });

export const useSkillNames = () =>
  useQuery({
    queryKey: filterKeys.skills,
    queryFn: ({ signal }) => getSkills(signal),
    select: (skills) => [...new Set(skills.map((s) => s.nom))].sort((a, b) => a.localeCompare(b, 'fr')),
    staleTime: 10 * 60_000,
  });

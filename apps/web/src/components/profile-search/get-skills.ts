// GET competence/nopage: every skill name, offered by the skills filter.
import { useQuery } from '@tanstack/react-query';
import type { Competence } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { filterKeys } from './keys';

export const getSkills = (signal?: AbortSignal) =>
  api.get<Competence[]>('/api/competence/nopage', { silent: true, loading: false, signal });

/**
 * The distinct names in French order. One collator sorts them all (localeCompare with a locale builds one per
 * comparison), and the function is the same at every render, so the query sorts again only when the skills change.
 */
const skillNames = (skills: Competence[]) =>
  [...new Set(skills.map((s) => s.nom))].sort(new Intl.Collator('fr').compare);

export const useSkillNames = () =>
  useQuery({
    queryKey: filterKeys.skills,
    queryFn: ({ signal }) => getSkills(signal),
    select: skillNames,
    staleTime: 10 * 60_000,
  });

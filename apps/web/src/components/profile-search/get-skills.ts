// Every skill name, offered by the skills filter.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type Competence, skillsEndpoints } from '@tremplin/shared';
import { useEffect } from 'react';
import { call } from '@/lib/endpoint-client';
import { filterKeys } from './keys';

export const getSkills = (signal?: AbortSignal) =>
  call(skillsEndpoints.all, { params: {} }, { silent: true, loading: false, signal });

/** The distinct names, in the French order the server sends them. */
const skillNames = (skills: Competence[]) => [...new Set(skills.map((s) => s.nom))];

const skillsQuery = {
  queryKey: filterKeys.skills,
  queryFn: ({ signal }: { signal: AbortSignal }) => getSkills(signal),
  staleTime: 10 * 60_000,
};

export const useSkillNames = () => useQuery({ ...skillsQuery, select: skillNames });

/** Asks for the names ahead of the skills picker, without rendering anything again when they come. */
export function usePrefetchSkillNames() {
  const client = useQueryClient();
  useEffect(() => {
    client.prefetchQuery(skillsQuery).catch(() => undefined);
  }, [client]);
}

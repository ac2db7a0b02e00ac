// Staff calls on skills (SPEC §7 competence): a page with a search, one skill, create, update and delete.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CompetenceCreate, type CompetenceUpdate, MESSAGES, skillsEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { notify } from '@/lib/notifications';
import { skillsKeys } from './keys';

export const getSkillsPage = (page: number, size: number, search: string) =>
  call(skillsEndpoints.page, { params: { page, size, search } });

export const useSkillsPage = (page: number, size: number, search: string) =>
  useQuery({
    queryKey: [...skillsKeys.all, 'page', page, size, search],
    queryFn: () => getSkillsPage(page, size, search),
    placeholderData: keepPreviousData,
  });

export const useSkill = (id: number) =>
  useQuery({
    queryKey: [...skillsKeys.all, 'one', id],
    queryFn: () => call(skillsEndpoints.get, { params: { id } }, { silent: true }),
    enabled: Number.isInteger(id) && id > 0,
  });

function useSkillMutation<T>(send: (input: T) => Promise<unknown>, message: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: skillsKeys.all });
      notify.success(message);
    },
  });
}

export const useCreateSkill = () =>
  useSkillMutation((input: CompetenceCreate) => call(skillsEndpoints.create, { body: input }), MESSAGES.skillAdded);
export const useUpdateSkill = () =>
  useSkillMutation((input: CompetenceUpdate) => call(skillsEndpoints.update, { body: input }), MESSAGES.skillUpdated);
export const useDeleteSkill = () =>
  useSkillMutation((id: number) => call(skillsEndpoints.remove, { params: { id } }), MESSAGES.skillDeleted);

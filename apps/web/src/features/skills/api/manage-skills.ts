// Staff calls on skills (SPEC §7 competence): a page with a search, one skill, create, update and delete.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Competence, type CompetenceCreate, type CompetenceUpdate, MESSAGES } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { skillsKeys } from './keys';

export const getSkillsPage = (page: number, size: number, search: string) =>
  api.get<{ items: Competence[]; totalElements: number }>(
    `/api/competence/page/${page}/${size}${search ? `/${encodeURIComponent(search)}` : ''}`,
  );

export const useSkillsPage = (page: number, size: number, search: string) =>
  useQuery({
    queryKey: [...skillsKeys.all, 'page', page, size, search],
    queryFn: () => getSkillsPage(page, size, search),
    placeholderData: keepPreviousData,
  });

export const useSkill = (id: number) =>
  useQuery({
    queryKey: [...skillsKeys.all, 'one', id],
    queryFn: () => api.get<Competence>(`/api/competence/parId/${id}`, { silent: true }),
    enabled: Number.isInteger(id) && id > 0,
  });

function useSkillMutation<T>(call: (input: T) => Promise<unknown>, message: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: skillsKeys.all });
      notify.success(message);
    },
  });
}

export const useCreateSkill = () =>
  useSkillMutation((input: CompetenceCreate) => api.post<Competence>('/api/competence', input), MESSAGES.skillAdded);
export const useUpdateSkill = () =>
  useSkillMutation(
    (input: CompetenceUpdate) => api.put<Competence>('/api/competence/competences', input),
    MESSAGES.skillUpdated,
  );
export const useDeleteSkill = () =>
  useSkillMutation((id: number) => api.delete(`/api/competence/${id}`), MESSAGES.skillDeleted);

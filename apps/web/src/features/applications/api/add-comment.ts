// POST candidature/{id}/commentaire: a dated remark by the candidate or staff.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { applicationKeys } from './keys';

export function useAddComment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contenu: string) => api.post<Application>(`/api/candidature/${id}/commentaire`, { contenu }),
    onSuccess: (updated) => {
      queryClient.setQueryData(applicationKeys.details(id), updated);
      notify.success('Commentaire ajouté.');
    },
  });
}

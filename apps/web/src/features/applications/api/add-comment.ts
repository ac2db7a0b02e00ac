// A dated remark on an application, by the candidate or staff.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationsEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { notify } from '@/lib/notifications';
import { applicationKeys } from './keys';

export function useAddComment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contenu: string) => call(applicationsEndpoints.comment, { params: { id }, body: { contenu } }),
    onSuccess: (updated) => {
      queryClient.setQueryData(applicationKeys.details(id), updated);
      notify.success('Commentaire ajouté.');
    },
  });
}

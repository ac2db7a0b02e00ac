// Each person's reminder choices and their notices (reminders of interviews and job datings, follow-ups).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notice, ReminderPreferences } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notifications';

const preferencesKey = (id: number) => ['reminder-preferences', id] as const;

export const useReminderPreferences = (id: number) =>
  useQuery({
    queryKey: preferencesKey(id),
    queryFn: () => api.get<ReminderPreferences>(`/api/utilisateur/${id}/rappels`, { loading: false }),
  });

export function useSaveReminderPreferences(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: ReminderPreferences) => api.put<ReminderPreferences>(`/api/utilisateur/${id}/rappels`, value),
    onSuccess: (value) => {
      queryClient.setQueryData(preferencesKey(id), value);
      notify.success('Choix des rappels enregistré.');
    },
  });
}

export const useNotices = () =>
  useQuery({
    queryKey: ['notices'],
    queryFn: () => api.get<Notice[]>('/api/notifications', { loading: false, silent: true }),
  });

export function useReadNotices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.put<null>('/api/notifications/lues'),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['notices'] }),
  });
}

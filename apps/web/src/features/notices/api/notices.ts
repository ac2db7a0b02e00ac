// The signed-in person's reminder choices and notices (reminders of interviews and job datings, follow-ups).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jobsEndpoints, type ReminderPreferences } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { notify } from '@/lib/notifications';

const preferencesKey = (id: number) => ['reminder-preferences', id] as const;

export const useReminderPreferences = (id: number) =>
  useQuery({
    queryKey: preferencesKey(id),
    queryFn: () => call(jobsEndpoints.reminders, { params: { id } }, { loading: false }),
  });

export function useSaveReminderPreferences(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: ReminderPreferences) => call(jobsEndpoints.setReminders, { params: { id }, body: value }),
    onSuccess: (value) => {
      queryClient.setQueryData(preferencesKey(id), value);
      notify.success('Choix des rappels enregistré.');
    },
  });
}

export const useNotices = () =>
  useQuery({
    queryKey: ['notices'],
    queryFn: () => call(jobsEndpoints.notices, {}, { loading: false, silent: true }),
  });

export function useReadNotices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(jobsEndpoints.readNotices),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['notices'] }),
  });
}

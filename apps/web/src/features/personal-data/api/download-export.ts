// GET /api/utilisateur/{id}/export: the person's data and files as one ZIP, saved as a download.
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dayjs } from '@/lib/dayjs';
import { saveBlob } from '@/lib/download';

export const useDownloadExport = () =>
  useMutation({
    mutationFn: async (id: number) => {
      const blob = await api.get<Blob>(`/api/utilisateur/${id}/export`, { responseType: 'blob' });
      saveBlob(blob, `mes-donnees-${dayjs().format('YYYY-MM-DD')}.zip`);
    },
  });

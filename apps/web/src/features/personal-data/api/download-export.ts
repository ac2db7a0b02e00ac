// The person's data and files as one ZIP, saved as a download.
import { useMutation } from '@tanstack/react-query';
import { personalDataEndpoints } from '@tremplin/shared';
import { dayjs } from '@/lib/dayjs';
import { saveBlob } from '@/lib/download';
import { call } from '@/lib/endpoint-client';

export const useDownloadExport = () =>
  useMutation({
    mutationFn: async (id: number) => {
      const blob = await call(personalDataEndpoints.export, { params: { id } });
      saveBlob(blob, `mes-donnees-${dayjs().format('YYYY-MM-DD')}.zip`);
    },
  });

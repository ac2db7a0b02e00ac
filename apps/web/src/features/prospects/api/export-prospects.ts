// GET prospect/exportCSV with the table's filters, saved as prospects-YYYY-MM-DD.csv.
import { useMutation } from '@tanstack/react-query';
import type { ProspectFilter } from '@tremplin/shared';
import { api, type QueryValue } from '@/lib/api-client';
import { dayjs } from '@/lib/dayjs';
import { saveBlob } from '@/lib/download';

export const useExportProspects = () =>
  useMutation({
    mutationFn: async (filter: ProspectFilter) => {
      const blob = await api.get<Blob>('/api/prospect/exportCSV', {
        query: filter as Record<string, QueryValue>,
        responseType: 'blob',
      });
      saveBlob(blob, `prospects-${dayjs().format('YYYY-MM-DD')}.csv`);
    },
  });

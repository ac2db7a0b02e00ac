// The CSV export with the table's filters, saved as prospects-YYYY-MM-DD.csv.
import { useMutation } from '@tanstack/react-query';
import { type ProspectFilter, prospectsEndpoints } from '@tremplin/shared';
import { dayjs } from '@/lib/dayjs';
import { saveBlob } from '@/lib/download';
import { call } from '@/lib/endpoint-client';

export const useExportProspects = () =>
  useMutation({
    mutationFn: async (filter: ProspectFilter) => {
      const blob = await call(prospectsEndpoints.exportCsv, { query: filter });
      saveBlob(blob, `prospects-${dayjs().format('YYYY-MM-DD')}.csv`);
    },
  });

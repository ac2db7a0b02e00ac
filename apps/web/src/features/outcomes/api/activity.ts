// The dashboard's activity indicators, one call per chart, and their CSV exports.
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { type ActivityIndicator, type EndpointAnswer, type IndicatorFilter, outcomesEndpoints } from '@tremplin/shared';
import { dayjs } from '@/lib/dayjs';
import { saveBlob } from '@/lib/download';
import { call } from '@/lib/endpoint-client';

/** Each chart's declaration, by the indicator's name (the CSV export's and the query key's). */
const CHARTS = {
  candidatures: outcomesEndpoints.applicationsByMonth,
  entonnoir: outcomesEndpoints.funnel,
  'premier-entretien': outcomesEndpoints.firstInterview,
  'job-datings': outcomesEndpoints.jobDatingTurnout,
  portefeuilles: outcomesEndpoints.caseload,
} satisfies Record<ActivityIndicator, unknown>;

type Charts = typeof CHARTS;

export const useActivity = <K extends ActivityIndicator>(name: K, filter: IndicatorFilter) =>
  useQuery({
    queryKey: ['formations', 'activite', name, filter],
    queryFn: () => {
      // The charts take the same filters and differ by their answer: the declaration `name` names gives it.
      const endpoint: Charts[ActivityIndicator] = CHARTS[name];
      return call(endpoint, { query: filter }, { loading: false }) as Promise<EndpointAnswer<Charts[K]>>;
    },
    placeholderData: keepPreviousData,
  });

export const useExportActivity = () =>
  useMutation({
    mutationFn: async ({ name, filter }: { name: ActivityIndicator; filter: IndicatorFilter }) => {
      const blob = await call(outcomesEndpoints.activityCsv, { params: { indicateur: name }, query: filter });
      saveBlob(blob, `${name}-${dayjs().format('YYYY-MM-DD')}.csv`);
    },
  });

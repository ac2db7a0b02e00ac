// The first page of candidates staff pick from (for an interview, an invitation,
// an application added to several), kept under the asking feature's query root so that its changes refresh them.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { applicationsEndpoints } from '@tremplin/shared';
import { call } from './endpoint-client';

export const useCandidateOptions = (root: string, search: string, size: number) =>
  useQuery({
    queryKey: [root, 'candidates', search.trim()],
    queryFn: () =>
      call(applicationsEndpoints.candidates, { params: { page: 0, size, search: search.trim() } }, { loading: false }),
    placeholderData: keepPreviousData,
  });

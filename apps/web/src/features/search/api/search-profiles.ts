// GET utilisateur/parfiltre/{page}/{size}?search&metier&experience&ville&typeDeContrat&role&tags: one page of results.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { searchKeys } from './keys';

export const searchProfiles = (query: Record<string, string>, page: number, size: number, signal?: AbortSignal) =>
  call(searchEndpoints.filtered, { params: { page, size }, query }, { signal });

/** `page` is zero-based, as the API counts. */
export const searchProfilesQueryOptions = (query: Record<string, string>, page: number, size: number) =>
  queryOptions({
    queryKey: searchKeys.results(query, page, size),
    queryFn: ({ signal }) => searchProfiles(query, page, size, signal),
    placeholderData: keepPreviousData,
  });

/** `size` null: not known yet (a page rendered at build time, before the app has read the window's width). */
export const useProfileSearch = (query: Record<string, string>, page: number, size: number | null) =>
  useQuery({ ...searchProfilesQueryOptions(query, page, size ?? 0), enabled: size !== null });

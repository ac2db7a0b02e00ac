// GET favoris/{uid}/{page}/{size}?search&metier&experience&ville&typeDeContrat&role&tags: one page of profile cards.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { favouritesEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { favouriteKeys } from './keys';

export const getFavouritePage = (
  uid: number,
  query: Record<string, string>,
  page: number,
  size: number,
  signal?: AbortSignal,
) => call(favouritesEndpoints.page, { params: { uid, page, size }, query }, { signal });

/** `page` is zero-based, as the API counts. */
export const useFavouritePage = (uid: number, query: Record<string, string>, page: number, size: number) =>
  useQuery({
    queryKey: favouriteKeys.page(uid, query, page, size),
    queryFn: ({ signal }) => getFavouritePage(uid, query, page, size, signal),
    placeholderData: keepPreviousData,
  });

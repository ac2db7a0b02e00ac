// GET favoris/{uid}: which candidates the recruiter keeps (the details page shows whether this one is among them).
import { useQuery } from '@tanstack/react-query';
import { favouritesEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { favouriteKeys } from './keys';

export const getFavourites = (uid: number, signal?: AbortSignal) =>
  call(favouritesEndpoints.list, { params: { uid } }, { silent: true, loading: false, signal });

export const useFavourites = (uid: number) =>
  useQuery({ queryKey: favouriteKeys.list(uid), queryFn: ({ signal }) => getFavourites(uid, signal) });

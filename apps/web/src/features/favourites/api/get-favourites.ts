// GET favoris/{uid}: which candidates the recruiter keeps (the details page shows whether this one is among them).
import { useQuery } from '@tanstack/react-query';
import type { Favourite } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { favouriteKeys } from './keys';

export const getFavourites = (uid: number, signal?: AbortSignal) =>
  api.get<Favourite[]>(`/api/favoris/${uid}`, { silent: true, loading: false, signal });

export const useFavourites = (uid: number) =>
  useQuery({ queryKey: favouriteKeys.list(uid), queryFn: ({ signal }) => getFavourites(uid, signal) });

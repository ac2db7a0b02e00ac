// The name of a recipient named in the address (/nouveau-message/{id}/{did}).
import { useQuery } from '@tanstack/react-query';
import { profilesEndpoints, type Recipient } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';

export const getUserSummary = (id: number) =>
  call(profilesEndpoints.details, { params: { id } }, { silent: true, loading: false });

export const useUserSummary = (id: number | null) =>
  useQuery({
    queryKey: ['messaging', 'user', id],
    queryFn: () => getUserSummary(id as number),
    enabled: !!id,
    retry: false,
    select: (u): Recipient => ({ id: u.id, nom: u.nom, prenom: u.prenom, role: u.role }),
  });

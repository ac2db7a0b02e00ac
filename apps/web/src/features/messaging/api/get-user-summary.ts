// GET utilisateur/{id}: the name of a recipient named in the address (/nouveau-message/{id}/{did}).
import { useQuery } from '@tanstack/react-query';
import type { Recipient } from '@tremplin/shared';
import { api } from '@/lib/api-client';

export const getUserSummary = (id: number) =>
  api.get<Recipient>(`/api/utilisateur/${id}`, { silent: true, loading: false });

export const useUserSummary = (id: number | null) =>
  useQuery({
    queryKey: ['messaging', 'user', id],
    queryFn: () => getUserSummary(id as number),
    enabled: !!id,
    retry: false,
    select: (u): Recipient => ({ id: u.id, nom: u.nom, prenom: u.prenom, role: u.role }),
  });

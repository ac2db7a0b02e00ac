// GET message/{destinataire|expediteur|supprime}/{uid}/{page}/{size}[/{search}]: one page of a box, newest first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Message } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import type { BoxName } from '../paths';
import { messagingKeys } from './keys';

const SEGMENT: Record<BoxName, string> = { inbox: 'destinataire', sent: 'expediteur', deleted: 'supprime' };

export const getMessages = (box: BoxName, uid: number, page: number, size: number, search = '') => {
  const term = box === 'deleted' ? '' : search.trim();
  const base = `/api/message/${SEGMENT[box]}/${uid}/${page}/${size}`;
  return api.get<{ items: Message[]; totalElements: number }>(term ? `${base}/${encodeURIComponent(term)}` : base, {
    loading: false,
  });
};

export const useMessages = (box: BoxName, uid: number, page: number, size: number, search: string) =>
  useQuery({
    queryKey: messagingKeys.box(box, uid, page, size, box === 'deleted' ? '' : search.trim()),
    queryFn: () => getMessages(box, uid, page, size, search),
    placeholderData: keepPreviousData,
  });

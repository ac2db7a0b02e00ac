// One page of a box (received, sent or deleted), newest first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { messagingEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import type { BoxName } from '../box-name';
import { messagingKeys } from './keys';

export const getMessages = (box: BoxName, uid: number, page: number, size: number, search = '') => {
  const options = { loading: false };
  // The deleted box has no search.
  if (box === 'deleted') return call(messagingEndpoints.deleted, { params: { uid, page, size } }, options);
  const params = { uid, page, size, search: search.trim() };
  if (box === 'sent') return call(messagingEndpoints.sent, { params }, options);
  return call(messagingEndpoints.inbox, { params }, options);
};

export const useMessages = (box: BoxName, uid: number, page: number, size: number, search: string) =>
  useQuery({
    queryKey: messagingKeys.box(box, uid, page, size, box === 'deleted' ? '' : search.trim()),
    queryFn: () => getMessages(box, uid, page, size, search),
    placeholderData: keepPreviousData,
  });

// A profile's skills, best mastered first.
import { useQuery } from '@tanstack/react-query';
import { skillsEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { skillsKeys } from './keys';

export const getUserTags = (userId: number, page: number, size: number) =>
  call(skillsEndpoints.userTags, { params: { uid: userId, page, size } }, { loading: false });

export const useUserTags = (userId: number, size: number) =>
  useQuery({ queryKey: skillsKeys.userTagsPage(userId, size), queryFn: () => getUserTags(userId, 0, size) });

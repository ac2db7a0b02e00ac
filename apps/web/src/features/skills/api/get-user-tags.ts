// GET tags/{uid}/{page}/{size}: a profile's skills, best mastered first.
import { useQuery } from '@tanstack/react-query';
import type { Tag } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { skillsKeys } from './keys';

export const getUserTags = (userId: number, page: number, size: number) =>
  api.get<{ items: Tag[]; totalElements: number }>(`/api/tags/${userId}/${page}/${size}`, { loading: false });

export const useUserTags = (userId: number, size: number) =>
  useQuery({ queryKey: skillsKeys.userTagsPage(userId, size), queryFn: () => getUserTags(userId, 0, size) });

// Query keys of user administration.
import type { AdminUserFilter } from '@tremplin/shared';

export const adminUserKeys = {
  all: ['admin-users'] as const,
  page: (page: number, size: number, filter: AdminUserFilter) => ['admin-users', 'page', page, size, filter] as const,
  one: (id: number) => ['admin-users', 'one', id] as const,
  invitation: (id: number) => ['admin-users', 'invitation', id] as const,
  secondFactor: (id: number) => ['admin-users', 'second-factor', id] as const,
  referents: ['admin-users', 'referents'] as const,
  throttled: ['admin-users', 'throttled'] as const,
};

// The whole account to edit (staff see hidden and inactive ones).
import { useQuery } from '@tanstack/react-query';
import { type PersonDetails, type PublicUser, profilesEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { adminUserKeys } from './keys';

/** Staff get the full view of a person (person-views.ts): no field is left out. */
const asFullView = (person: PersonDetails) => person as PublicUser;

export const getAdminUser = (id: number) =>
  call(profilesEndpoints.details, { params: { id } }, { silent: true }).then(asFullView);

export const useAdminUser = (id: number) =>
  useQuery({ queryKey: adminUserKeys.one(id), queryFn: () => getAdminUser(id), enabled: id > 0, retry: false });

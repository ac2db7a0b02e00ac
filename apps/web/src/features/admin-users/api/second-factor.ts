// Whether a person set up a second factor, and resetting it when they lost their phone and recovery codes (within the
// rank rule; the server records who did it).
import { useQuery } from '@tanstack/react-query';
import { authEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { notify } from '@/lib/notifications';
import { useSavingMutation } from '@/lib/saving-mutation';
import { adminUserKeys } from './keys';

export const useStaffSecondFactor = (id: number, enabled = true) =>
  useQuery({
    queryKey: adminUserKeys.secondFactor(id),
    queryFn: () => call(authEndpoints.staffSecondFactor, { params: { id } }, { silent: true, loading: false }),
    enabled: enabled && id > 0,
  });

export const useResetSecondFactor = () =>
  useSavingMutation({
    mutationFn: (id: number) => call(authEndpoints.resetSecondFactor, { params: { id } }),
    invalidate: [adminUserKeys.all],
    onSuccess: (answer) => notify.success(answer.message),
  });

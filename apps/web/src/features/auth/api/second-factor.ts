// The second factor: the sign-in's second step (with the step token) and one's own settings.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';

/** A refusal here is an answer shown in the form, not an ended session. */
const step = { auth: false, silent: true, handleUnauthorized: false } as const;

export const verifySecondStep = (input: { jeton: string; code: string; seSouvenir: boolean }) =>
  call(authEndpoints.stepVerification, { body: input }, step);

export const startStepEnrolment = (jeton: string) => call(authEndpoints.stepEnrolment, { body: { jeton } }, step);

export const activateAtSignIn = (input: { jeton: string; code: string; seSouvenir: boolean }) =>
  call(authEndpoints.stepActivation, { body: input }, step);

export const secondFactorKeys = { status: ['second-factor'] as const };

export const useSecondFactorStatus = () =>
  useQuery({
    queryKey: secondFactorKeys.status,
    queryFn: ({ signal }) => call(authEndpoints.secondFactor, {}, { signal }),
  });

/** Settings calls: their refusals are shown beside the code field. */
function useSettingsCall<I, O>(send: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: secondFactorKeys.status }),
  });
}

export const useStartEnrolment = () => useSettingsCall(() => call(authEndpoints.startEnrolment, {}, { silent: true }));
export const useActivate = () =>
  useSettingsCall((code: string) => call(authEndpoints.activate, { body: { code } }, { silent: true }));
export const useRegenerateRecoveryCodes = () =>
  useSettingsCall((code: string) => call(authEndpoints.regenerateRecoveryCodes, { body: { code } }, { silent: true }));
export const useDisable = () =>
  useSettingsCall((code: string) => call(authEndpoints.disable, { body: { code } }, { silent: true }));

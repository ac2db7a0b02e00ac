// The new password with the token of the e-mailed link (body and bearer, SPEC §7). A plain call: the form follows its
// own submission.
import { authEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';

export interface ResetPasswordInput {
  token: string;
  motDePasse: string;
  captcha?: string;
}

export const resetPassword = ({ token, motDePasse, captcha }: ResetPasswordInput) =>
  call(
    authEndpoints.resetPassword,
    { body: { token, motDePasse, captcha } },
    { bearer: token, silent: true, handleUnauthorized: false },
  );

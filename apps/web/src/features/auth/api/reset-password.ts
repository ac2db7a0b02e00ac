// POST /reset-motdepasse: the new password with the token of the e-mailed link (body and bearer, SPEC §7). A plain
// call: the form follows its own submission.
import { api } from '@/lib/api-client';

export interface ResetPasswordInput {
  token: string;
  motDePasse: string;
  captcha?: string;
}

export const resetPassword = ({ token, motDePasse, captcha }: ResetPasswordInput) =>
  api.post<{ message: string }>(
    '/reset-motdepasse',
    { token, motDePasse, captcha },
    { bearer: token, silent: true, handleUnauthorized: false },
  );

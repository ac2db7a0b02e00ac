// The contract's schemas of the public account forms, fetched once a form shows (components/use-account-form.ts):
// those pages' first load carries neither zod nor these schemas.
import { AUTH_MESSAGES, passwordSchema } from '@tremplin/shared';
import { z } from 'zod';

export { loginRequestSchema, registrationSchema, resetRequestSchema } from '@tremplin/shared';

/** A new password typed twice (the link's token comes from the address). */
export const newPasswordSchema = z
  .object({ motDePasse: passwordSchema, confirmation: z.string() })
  .refine((v) => v.motDePasse === v.confirmation, { path: ['confirmation'], message: AUTH_MESSAGES.passwordsDiffer });

// Registration; the account stays inactive until the e-mailed link is followed. A plain call, not a mutation hook:
// the form follows its own submission, and the public page's first load goes without useMutation.
import { type Registration, usersEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { notify } from '@/lib/notifications';

/** The answer is the same whether the address was new or already had an account (its owner gets an e-mail). */
export async function register(input: Registration): Promise<void> {
  const answer = await call(
    usersEndpoints.register,
    { body: { ...input, active: false } },
    { auth: false, silent: true },
  );
  notify.success(answer.message);
}

// POST /api/utilisateur: registration; the account stays inactive until the e-mailed link is followed. A plain call,
// not a mutation hook: the form follows its own submission, and the public page's first load goes without useMutation.
import { MESSAGES, type PublicUser, type Registration } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notifications';

export async function register(input: Registration): Promise<PublicUser> {
  const user = await api.post<PublicUser>(
    '/api/utilisateur',
    { ...input, active: false },
    { auth: false, silent: true },
  );
  notify.success(MESSAGES.registrationMailSent(user.email));
  return user;
}

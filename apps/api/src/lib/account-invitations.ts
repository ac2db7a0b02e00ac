// The invitation of an account opened by staff (DESIGN difference 15): sending it, in the transaction that opens or
// re-invites the account, and where it stands. The invitations feature resends and accepts it; user administration
// sends it when staff open an account and shows its state.
import { type AccountInvitationState, personName } from '@tremplin/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema';
import { issueOneTimeToken, ONE_TIME_TOKEN_TTL_MS, type Queryable, voidOneTimeTokens } from './tokens';

/** Where an invitation stands at `now`, from the account's invitation columns. */
export function invitationState(
  row: { invitationSentAt: Date | null; invitationExpiresAt: Date | null; invitationAcceptedAt: Date | null },
  now: Date,
): AccountInvitationState {
  if (row.invitationAcceptedAt) return 'ACCEPTEE';
  if (!row.invitationSentAt) return 'AUCUNE';
  return row.invitationExpiresAt && row.invitationExpiresAt > now ? 'ENVOYEE' : 'EXPIREE';
}

/**
 * Issues a new invitation link for the account (voiding the older ones), records when it was sent and until when it
 * is valid, and queues its e-mail, all in the caller's transaction (kick the mailer after the commit).
 */
export async function sendInvitation(
  app: FastifyInstance,
  tx: Queryable,
  account: { id: number; email: string; prenom: string },
  staffId: number,
  options: { agency?: boolean } = {},
): Promise<void> {
  const now = app.clock.now();
  const expiresAt = new Date(now.getTime() + ONE_TIME_TOKEN_TTL_MS.invitation);
  await voidOneTimeTokens(tx, account.id, 'invitation', now);
  const token = await issueOneTimeToken(tx, account.id, 'invitation', now);
  await tx
    .update(users)
    .set({ invitationSentAt: now, invitationExpiresAt: expiresAt, invitationAcceptedAt: null })
    .where(eq(users.id, account.id));
  const [staff] = await tx.select({ prenom: users.prenom, nom: users.nom }).from(users).where(eq(users.id, staffId));
  const by = staff ? personName(staff) : `L’équipe ${app.config.productName}`;
  await app.mailer.enqueue(
    {
      to: account.email,
      ...app.mailer.templates.invitation({
        prenom: account.prenom,
        token,
        by,
        until: expiresAt,
        agency: options.agency ?? false,
      }),
    },
    tx,
  );
}

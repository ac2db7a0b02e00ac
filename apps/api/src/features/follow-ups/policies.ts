// Row rules of follow-ups: the learner answers without signing in, through the link signed for her follow-up.
import type { LinkSigner } from '../../lib/signed-links';

type Signed = { id: number; enrolmentId: number; etape: string };

/** What a follow-up's link signs: the follow-up, its enrolment and its stage. */
export const followUpLinkText = (followUp: Signed) =>
  `suivi-formation:${followUp.id}:${followUp.enrolmentId}:${followUp.etape}`;

/** A follow-up is seen and answered by whoever holds the link signed for it. */
export const mayAnswerFollowUp = (signer: LinkSigner, followUp: Signed, signature: string) =>
  signer.verify(followUpLinkText(followUp), signature);

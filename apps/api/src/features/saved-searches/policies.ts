// Row rules of saved searches met signed out: the alerts' unsubscribe link.
import type { LinkSigner } from '../../lib/signed-links';

type Signed = { id: number; ownerId: number };

/** What an alert's unsubscribe link signs: the saved search and its owner. */
export const unsubscribeLinkText = (search: Signed) => `recherche-enregistree:${search.id}:${search.ownerId}`;

/** A saved search's alerts are stopped, without signing in, by whoever holds the link its e-mails carry. */
export const mayUnsubscribe = (signer: LinkSigner, search: Signed, signature: string) =>
  signer.verify(unsubscribeLinkText(search), signature);

// Links that act without signing in (unsubscribing from alerts, answering a follow-up): what they name is signed with
// HMAC-SHA256 under a key derived from the app's secret and the link's purpose, and checked in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface LinkSigner {
  /** The URL-safe signature of `text`. */
  sign(text: string): string;
  /** Whether `given` is the signature of `text` (false for any other string, whatever its length). */
  verify(text: string, given: string): boolean;
}

/** A signer for one purpose: a link signed for one purpose is refused by every other. */
export function createLinkSigner(secret: string, purpose: string): LinkSigner {
  const key = `${secret}:${purpose}`;
  const sign = (text: string) => createHmac('sha256', key).update(text).digest('base64url');
  return {
    sign,
    verify(text, given) {
      const expected = Buffer.from(sign(text));
      const actual = Buffer.from(given);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}

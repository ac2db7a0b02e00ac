// What a form and the bot check widget agree on; both sides import it, so neither imports the other's code.
import type { Ref } from 'react';

/** What a form asks of its bot check when it is submitted. */
export interface BotCheckHandle {
  /** The answer to send as `captcha` (undefined when protection is off); waits for the proof of work if needed. */
  answer: () => Promise<string | undefined>;
  /** A fresh challenge after a submission: an answer is accepted once. */
  reset: () => void;
}

export interface BotCheckProps {
  /** The action name reCAPTCHA v3 reports (the server checks it): connexion, inscription, motdepasse... */
  action: string;
  ref?: Ref<BotCheckHandle>;
}

/** The ALTCHA box's height in pixels, kept free while its code loads so the form below it does not move. */
export const BOT_CHECK_HEIGHT = 75;

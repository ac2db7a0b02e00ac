// The account rules without zod: French answers and the password policy, for the API's schemas and the web's
// account pages alike (a page that shows them loads no zod).

/** French answers of the account calls. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'E-mail ou mot de passe incorrect, ou compte pas encore confirmé.',
  captchaFailed: 'La vérification anti-robot a échoué. Merci de réessayer.',
  emailTaken: 'Un compte existe déjà avec cette adresse e-mail.',
  confirmationInvalid: 'Ce lien de confirmation est invalide, déjà utilisé ou expiré.',
  confirmed: 'Votre compte est confirmé. Vous pouvez vous connecter.',
  resetRequested: 'Si un compte correspond à cette adresse, un e-mail de réinitialisation vient d’être envoyé.',
  resetInvalid: 'Ce lien de réinitialisation est invalide, déjà utilisé ou expiré.',
  passwordReset: 'Votre mot de passe a été modifié. Vous pouvez vous connecter.',
  passwordChanged: 'Votre mot de passe a été modifié.',
  passwordsDiffer: 'Les deux mots de passe ne sont pas identiques.',
  currentPasswordRequired: 'Merci de saisir votre mot de passe actuel.',
  currentPasswordWrong: 'Le mot de passe actuel est incorrect.',
  refreshInvalid: 'Votre session a expiré. Merci de vous reconnecter.',
  loggedOut: 'Vous êtes déconnecté.',
  linkedinUnavailable: 'La connexion avec LinkedIn n’est pas configurée.',
  linkedinCodeInvalid: 'Ce lien de connexion LinkedIn est invalide ou expiré. Merci de recommencer.',
} as const;

export const PASSWORD_MIN_LENGTH = 10;
/** argon2 hashes whatever it is given; a bound keeps one request from costing seconds. */
export const PASSWORD_MAX_LENGTH = 128;

const PASSWORD_RULES: readonly { test: (p: string) => boolean; missing: string }[] = [
  { test: (p) => p.length >= PASSWORD_MIN_LENGTH, missing: `au moins ${PASSWORD_MIN_LENGTH} caractères` },
  { test: (p) => /\p{Ll}/u.test(p), missing: 'une lettre minuscule' },
  { test: (p) => /\p{Lu}/u.test(p), missing: 'une lettre majuscule' },
  { test: (p) => /\p{Nd}/u.test(p), missing: 'un chiffre' },
];

const joinFrench = (parts: readonly string[]) =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} et ${parts.at(-1)}`;

/** What a password lacks under the policy, in French; empty when it is acceptable. */
export function passwordProblems(password: string): string[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.missing);
}

/** French sentence naming what the password lacks, or null when it is acceptable. */
export function describePasswordProblems(password: string): string | null {
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `Le mot de passe doit contenir au plus ${PASSWORD_MAX_LENGTH} caractères.`;
  }
  const missing = passwordProblems(password);
  return missing.length ? `Le mot de passe doit contenir ${joinFrench(missing)}.` : null;
}

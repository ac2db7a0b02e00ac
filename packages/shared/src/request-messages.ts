// What any call to the server may answer, apart from the other messages (./messages.ts): every page needs these
// before its screen loads, and a module of their own keeps the others out of the first load.
export const REQUEST_MESSAGES = {
  genericError: 'Une erreur est survenue.',
  networkError: 'Le serveur est injoignable. Vérifiez votre connexion internet.',
  timeout: 'Le serveur met trop de temps à répondre. Réessayez dans un instant.',
  cancelled: 'La requête a été annulée.',
  unauthenticated: 'Votre session a expiré. Merci de vous reconnecter.',
} as const;

// How the feature's screens show an event.

/** How an event's date reads everywhere in the feature. */
export const DATE_FORMAT = 'dddd D MMMM YYYY [à] HH:mm';

/** What an event's screens say while it loads or when it cannot be read. */
export const JOB_DATING_STATES = {
  loadingLabel: 'Chargement du JobDating',
  unavailableTitle: 'JobDating indisponible',
  unavailableText: 'Ce JobDating ne peut pas être affiché.',
};

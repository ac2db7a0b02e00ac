/** What a note's screens say while it loads or when it cannot be read. */
export const NOTE_STATES = {
  loadingLabel: 'Chargement de la note',
  unavailableTitle: 'Note indisponible',
  unavailableText: 'Cette note ne peut pas être affichée.',
};

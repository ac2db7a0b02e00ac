// How every screen writes a person's name: « Prénom NOM », the French administrative habit.

/** « Julien MOREAU » from { prenom: 'Julien', nom: 'Moreau' }; either part may be missing. */
export function personName(person: { prenom?: string | null; nom?: string | null }): string {
  const first = (person.prenom ?? '').trim();
  const last = (person.nom ?? '').trim().toLocaleUpperCase('fr-FR');
  return [first, last].filter(Boolean).join(' ');
}

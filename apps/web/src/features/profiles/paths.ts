// Links between the profile screens (rows of the shared route table).
type Id = number | string;

export const profilePaths = {
  view: (id: Id) => `/mesinfos/${id}`,
  details: (id: Id) => `/utilisateur/${id}`,
  edit: (id: Id) => `/modifierinfos/${id}`,
  links: (id: Id) => `/modifierlien/${id}`,
  extra: (id: Id) => `/modifierinfocomp/${id}`,
  password: (id: Id) => `/modifiermotdepasse/${id}`,
  /** The same screen, scrolled to its 'Supprimer mon compte' section. */
  accountDeletion: (id: Id) => `/modifiermotdepasse/${id}#supprimer-mon-compte`,
  portfolio: (id: Id) => `/${id}/monportfolio`,
};

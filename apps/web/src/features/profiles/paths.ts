// Links between the profile screens (rows of the shared route table).
type Id = number | string;

export const profilePaths = {
  view: (id: Id) => `/mesinfos/${id}`,
  details: (id: Id) => `/utilisateur/${id}`,
  edit: (id: Id) => `/modifierinfos/${id}`,
  links: (id: Id) => `/modifierlien/${id}`,
  extra: (id: Id) => `/modifierinfocomp/${id}`,
  password: (id: Id) => `/modifiermotdepasse/${id}`,
  portfolio: (id: Id) => `/${id}/monportfolio`,
};

// Addresses of the prospecting screens (SPEC §2.9; DESIGN: /admin/tableau-cef is the prospects table).
export const prospectPaths = {
  list: '/admin/tableau-cef',
  create: '/admin/tableau-cef/ajouter',
  edit: (id: number | string) => `/admin/tableau-cef/modifier/${id}`,
  ntc: '/admin/ntc',
};

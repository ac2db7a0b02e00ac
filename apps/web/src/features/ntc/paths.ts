// Addresses of the NTC screens (SPEC §2.9).
export const ntcPaths = {
  list: '/admin/ntc',
  create: '/admin/ntc/ajouter',
  edit: (id: number | string) => `/admin/ntc/modifier/${id}`,
};

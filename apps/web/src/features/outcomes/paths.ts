// Addresses of the training and outcomes screens (packages/shared routes.ts).
type Id = number | string;

export const outcomesPaths = {
  programmes: '/admin/formations',
  programme: (id: Id) => `/admin/formations/${id}`,
  session: (id: Id) => `/admin/formations/session/${id}`,
  dashboard: '/admin/tableau-de-bord',
  mine: (uid: Id) => `/${uid}/ma-formation`,
} as const;
